import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createHttpSmsSender, createLogSmsSender } from './sms-sender';

describe('SMS providers', () => {
  it('log: one line with the last four digits and the code, never the whole mobile', async () => {
    const lines: string[] = [];
    await createLogSmsSender({ info: (line: string) => lines.push(line) } as never).send({
      mobile: '13812345678',
      code: '042917',
      purpose: 'register',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('5678');
    expect(lines[0]).toContain('042917');
    expect(lines[0]).not.toContain('13812345678');
  });

  it('http: posts the message to the gateway with its key, and fails loudly on an error status', async () => {
    const received: Array<{ auth: string | undefined; body: string }> = [];
    let status = 200;
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += String(chunk)));
      request.on('end', () => {
        received.push({ auth: request.headers.authorization, body });
        response.statusCode = status;
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const sender = createHttpSmsSender(`http://127.0.0.1:${port}/send`, 'gateway-key');
    await sender.send({ mobile: '13812345678', code: '042917', purpose: 'reset' });
    expect(received[0]).toEqual({
      auth: 'Bearer gateway-key',
      body: JSON.stringify({ mobile: '13812345678', code: '042917', purpose: 'reset' }),
    });
    status = 500;
    await expect(
      sender.send({ mobile: '13812345678', code: '1', purpose: 'reset' }),
    ).rejects.toThrow('500');
    server.close();
  });
});
