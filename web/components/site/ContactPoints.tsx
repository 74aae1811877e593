// The school's address, e-mail and phone as the operator set them; nothing while none is set.
import { useSite } from "../../state/site";
import { telHref } from "../Footer";
import { useT } from "../../i18n";

export function ContactPoints() {
  const { address, email, phone } = useSite().contact;
  const t = useT();
  if (!address && !email && !phone) return null;
  return (
    <address className="contact-points">
      {address && (
        <p>
          <strong>{t("site.contact.address")}</strong>
          <br />
          <span className="pre-line">{address}</span>
        </p>
      )}
      {email && (
        <p>
          <strong>{t("site.contact.email")}</strong> <a href={`mailto:${email}`}>{email}</a>
        </p>
      )}
      {phone && (
        <p>
          <strong>{t("site.contact.phone")}</strong> <a href={telHref(phone)}>{phone}</a>
        </p>
      )}
    </address>
  );
}
