// /demo-expired (SPEC section 2): the trial has ended; prices and a way to Premium.
import { Link } from "../../components/Link";
import { Icon } from "../../components/Icon";
import { Shell, PriceTag } from "./Shell";
import { useSession } from "../../state/session";
import { nextPurchaseMonths } from "./format";

export function DemoExpiredPage() {
  const { subscription } = useSession();
  return (
    <Shell className="demo-expired">
      <section className="container pay-wrap">
        <div className="card pay-card">
          <span className="big-emoji" aria-hidden="true">
            <Icon name="clock" size={40} />
          </span>
          <h1>Your free trial has come to an end!</h1>
          <p>
            We hope your family enjoyed the first lessons. Keep the adventure going with Premium: every lesson
            of every level.
          </p>
          <PriceTag months={nextPurchaseMonths(subscription)} />
          <Link to="/subscribe" className="btn btn-sun btn-block btn-lg">
            Proceed to Payment
          </Link>
          <Link to="/subscription" className="btn btn-ghost">
            See my subscription
          </Link>
        </div>
      </section>
    </Shell>
  );
}
