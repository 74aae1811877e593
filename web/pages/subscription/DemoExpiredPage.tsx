// /demo-expired (SPEC section 2): the trial has ended; prices and a way to Premium.
import { Link } from "../../components/Link";
import { Icon } from "../../components/Icon";
import { Shell, PriceTag } from "./Shell";
import { useSession } from "../../state/session";
import { nextPurchaseMonths } from "./format";
import { useT } from "../../i18n";

export function DemoExpiredPage() {
  const { subscription } = useSession();
  const t = useT();
  return (
    <Shell className="demo-expired">
      <section className="container pay-wrap">
        <div className="card pay-card">
          <span className="big-emoji" aria-hidden="true">
            <Icon name="clock" size={40} />
          </span>
          <h1>{t("subscription.demoExpired.title")}</h1>
          <p>{t("subscription.demoExpired.text")}</p>
          <PriceTag months={nextPurchaseMonths(subscription)} />
          <Link to="/subscribe" className="btn btn-sun btn-block btn-lg">
            {t("subscription.demoExpired.pay")}
          </Link>
          <Link to="/subscription" className="btn btn-ghost">
            {t("subscription.demoExpired.mine")}
          </Link>
        </div>
      </section>
    </Shell>
  );
}
