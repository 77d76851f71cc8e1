import { SUPPORT_EMAIL } from '../config/site';

const [mailbox, domain] = SUPPORT_EMAIL.split('@');

/** A mailto link to the support address, so the address is spelled in one place. */
export function SupportEmailLink() {
  return (
    <a href={`mailto:${SUPPORT_EMAIL}`}>
      {/* <wbr> lets narrow screens wrap after the @ instead of mid-word. */}
      {mailbox}@<wbr />
      {domain}
    </a>
  );
}
