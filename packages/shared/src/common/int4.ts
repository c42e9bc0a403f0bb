/** The largest value of a PostgreSQL `integer` (int4): every id and count column. */
export const INT4_MAX = 2_147_483_647;
