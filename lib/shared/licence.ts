/**
 * The figures a slot hall's licence holds it to (Law No 219-III «Об игорном бизнесе», Art. 12), in
 * a module of their own: the dashboard shows them without the catalogue's or the equipment's rules.
 */

/** The least RTP built into a slot machine: «не менее 95 процентов» (p. 6). */
export const LEGAL_RTP_MIN = 95;

/** The fewest slot machines a slot hall may have in service (p. 2). */
export const LICENCE_MIN_TERMINALS = 60;
