import pg from 'pg';

/** Stops listening; resolves once the connection is closed. */
export type Unlisten = () => Promise<void>;

/** After a lost listening connection, the next try waits this long (a restart takes seconds). */
const RECONNECT_DELAY_MS = 1_000;

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one would go back to the pool and stop
 * hearing). `onNotify` runs for every NOTIFY on `channel`, from any connection of any process.
 * A connection that breaks (server restart, network) is opened again after a second; since
 * notifications sent meanwhile are lost, `onNotify` then runs once, so the listener looks for
 * itself. `onError` hears why a connection broke or could not open.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
  onError: (error: Error) => void,
): Promise<Unlisten> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    // Without a listener, pg's 'error' event would crash the process.
    next.on('error', (error) => {
      onError(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    client = next;
    await next.connect();
    await next.query(`listen ${channel}`);
  };

  /** The connection ended: unless we closed it, open another after a pause. */
  const lost = (which: pg.Client) => {
    if (closed || which !== client || retry) return;
    client = undefined;
    which.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(onNotify, (error: Error) => {
        onError(error);
        if (client) lost(client);
      });
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  const close = async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
  try {
    await connect();
  } catch (error) {
    await close(); // no retry behind the caller's back: the caller heard it failed
    throw error;
  }
  return close;
}
