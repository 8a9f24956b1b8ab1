import type { Role, Scope } from '@skinscope/contracts';

/** The signed-in staff member, as every access decision sees them (see policy/). */
export interface Actor {
  id: number;
  /** How the signed-in user is named on what they record (never taken from a request). */
  name: string;
  role: Role;
  scope: Scope;
  companyUserId: number | null;
  storeId: number | null;
  canScan: boolean;
  canUpload: boolean;
  /**
   * 顾客模式 (issue 29 #5): the customer this session was handed to, or null. While set, the
   * session reaches her consultation and results only (policy/customer-mode.ts).
   */
  customerMode: number | null;
  /**
   * Whether a customer-to-staff authorisation binds any customer to the actor, read with the
   * session (sessions.repository.ts): the lists leave the bindings side out when it is false.
   * Unknown (an actor made outside a session: the demo's seeder, tests) counts as true.
   */
  hasBindings?: boolean;
}

/** A request's valid session: who it is, and which session (for logout). */
export interface Authenticated {
  actor: Actor;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
  interface FastifyContextConfig {
    /** Routes are signed-in only unless they opt out here. */
    public?: boolean;
    /**
     * Image GETs may also be signed in by the `skinscope_token` cookie (DECISIONS), so that
     * `<img>` tags work; every other call needs the Authorization header.
     */
    cookieAuth?: boolean;
    /** Callable while the session is in 顾客模式 (the route table's `customerMode`). */
    customerMode?: boolean;
  }
}

/**
 * Turns a request's credential (the Authorization header's value, or the image cookie's token
 * as `Bearer …`) into its session, or throws 401/417. The auth plugin calls it; app.ts wires
 * the auth service in, so the plugin needs no module (a lower layer never imports a higher one).
 */
export type Authenticate = (credential: string | undefined) => Promise<Authenticated>;
