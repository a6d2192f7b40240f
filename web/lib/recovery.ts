/** Reading a password-recovery link: /auth#type=recovery&token=... . Anything malformed is refused. */
export interface RecoveryLink {
  token: string | null;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{8,256}$/;

/** null when the hash is not a recovery link; token null when it is one but the token is unusable. */
export const parseRecoveryHash = (hash: string): RecoveryLink | null => {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.get('type') !== 'recovery') return null;
  const token = params.get('token');
  return { token: token && TOKEN_SHAPE.test(token) ? token : null };
};
