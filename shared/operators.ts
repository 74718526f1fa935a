// The operator team's rules that the join page shows and the server enforces (server/admin/team.ts).

/** Operators' passwords: as long as ADMIN_PASSWORD's (server/config.ts), and not a common one. */
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;
