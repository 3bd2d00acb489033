/** What the site accepts as an e-mail address before asking the server (signup, login help, e-mail change, complaints). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
