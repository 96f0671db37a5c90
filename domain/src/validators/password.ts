/**
 * The shortest password an account may have. The api enforces it; the portal's and the
 * console's create-password screens say it before the round trip.
 */
export const MIN_PASSWORD_LENGTH = 10;
