/**
 * The number a person reads for a step, on screen and in the address (?step=): the first is 1.
 * SPEC §2 counts the reimbursement wizard's steps from 0, as its code did, but "Passo 0" reads as
 * a mistake to anyone who is not a programmer, and the protest wizard already says Step 1 to 4.
 */
export const shownNumber = (index: number) => index + 1;
