/** What the newsroom tells the owner while the server cannot send mail (the server's console says the same). */
export const SMTP_MISSING =
  'Nothing can be sent until SMTP is configured: set NEWSHUB_SMTP_URL and NEWSHUB_MAIL_FROM on the server, or fill in the mail settings below. Sign-ups are stored meanwhile.'

/** What the newsroom tells the owner while no postal address is set: the footer of every newsletter needs it. */
export const POSTAL_MISSING =
  'Add the sender’s postal address in the mail settings below: every newsletter shows it, and none goes out without it.'
