/**
 * An e-mail address that wraps only before its @ ("anna.schmidt" / "@nordlicht-media.de"), never mid-word,
 * with the whole address as its title where a narrow column still cuts it.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <span title={email} style={{ wordBreak: 'normal', overflowWrap: 'normal' }}>
      {at <= 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      )}
    </span>
  );
}
