/** The account emails. Plain text first (that is what the dev mailbox shows), with a simple HTML twin. */

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  /** Every link in the message, in order, so tests and the dev mailbox can follow them. */
  links: string[];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const layout = (heading: string, intro: string, action: string, url: string, outro: string) =>
  `<!doctype html><html><body style="font-family:Georgia,serif;color:#1c1917;max-width:32rem;margin:auto;padding:2rem">` +
  `<h1 style="font-weight:400">${escapeHtml(heading)}</h1><p>${escapeHtml(intro)}</p>` +
  `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:.75rem 1.25rem;background:#1c1917;color:#fafaf9;text-decoration:none">${escapeHtml(action)}</a></p>` +
  `<p style="color:#78716c;font-size:.875rem">${escapeHtml(outro)}</p></body></html>`;

export const verificationEmail = (url: string): EmailContent => ({
  subject: 'Confirm your email for Atelier',
  text: `Welcome to Atelier.\n\nConfirm your email address to finish setting up your account:\n${url}\n\nIf you did not sign up, you can ignore this email.`,
  html: layout('Welcome to Atelier', 'Confirm your email address to finish setting up your account.', 'Confirm email', url, 'If you did not sign up, you can ignore this email.'),
  links: [url],
});

export const resetPasswordEmail = (url: string): EmailContent => ({
  subject: 'Reset your Atelier password',
  text: `Someone asked to reset the password for your Atelier account.\n\nSet a new password here (the link works for one hour):\n${url}\n\nIf it was not you, you can ignore this email; your password stays the same.`,
  html: layout('Reset your password', 'Someone asked to reset the password for your Atelier account. The link works for one hour.', 'Set a new password', url, 'If it was not you, you can ignore this email; your password stays the same.'),
  links: [url],
});

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export const existingAccountEmail = (signInUrl: string): EmailContent => ({
  subject: 'You already have an Atelier account',
  text: `Someone, perhaps you, tried to create an Atelier account with this email address. You already have one.\n\nSign in here (use "Forgot password" there if you need a new one):\n${signInUrl}\n\nIf it was not you, you can ignore this email; nothing about your account changed.`,
  html: layout('You already have an account', 'Someone, perhaps you, tried to create an Atelier account with this email address. You already have one; if you need a new password, use "Forgot password" on the sign-in page.', 'Sign in', signInUrl, 'If it was not you, you can ignore this email; nothing about your account changed.'),
  links: [signInUrl],
});
