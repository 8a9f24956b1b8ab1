import { Writable } from 'node:stream';

/** A log destination kept in memory, so tests can read what the server wrote. */
export function memoryLog() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const text = () => chunks.join('');
  return {
    stream,
    text,
    /** Each JSON line of the log, parsed. */
    lines: (): Array<Record<string, unknown>> =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
