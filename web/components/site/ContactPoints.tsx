// The school's address, e-mail and phone as the operator set them; nothing while none is set.
import { useSite } from "../../state/site";
import { telHref } from "../Footer";

export function ContactPoints() {
  const { address, email, phone } = useSite().contact;
  if (!address && !email && !phone) return null;
  return (
    <address className="contact-points">
      {address && (
        <p>
          <strong>Address</strong>
          <br />
          <span className="pre-line">{address}</span>
        </p>
      )}
      {email && (
        <p>
          <strong>Email</strong> <a href={`mailto:${email}`}>{email}</a>
        </p>
      )}
      {phone && (
        <p>
          <strong>Phone</strong> <a href={telHref(phone)}>{phone}</a>
        </p>
      )}
    </address>
  );
}
