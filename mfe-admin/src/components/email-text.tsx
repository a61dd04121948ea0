import { Fragment } from 'react';

/**
 * An email address that, when it must wrap, wraps where a reader expects: before the @ and
 * before each dot ("dana.reyes" / "@reyesgoods" / ".com"), never inside a word.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span translate="no">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
