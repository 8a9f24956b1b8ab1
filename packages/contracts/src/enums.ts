import { z } from 'zod';

/** Company scopes of spec §6. `pubdom` is the public (unaffiliated) scope. */
export const ScopeSchema = z.enum(['cgo', 'reach', 'pubdom', 'skinworker']);
export type Scope = z.infer<typeof ScopeSchema>;

/** DECISIONS "Identity and roles": the spec's hard-coded admin mobile becomes a role. */
export const RoleSchema = z.enum(['admin', 'staff']);
export type Role = z.infer<typeof RoleSchema>;
