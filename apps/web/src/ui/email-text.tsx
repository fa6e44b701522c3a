/**
 * An e-mail address that wraps before its @ ("anna.schmidt" / "@nordlicht-media.de"); only a part longer than its
 * column breaks inside, so a long address never widens a table. The whole address is its title.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <span title={email} style={{ wordBreak: 'normal', overflowWrap: 'anywhere' }}>
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
