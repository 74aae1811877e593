// The demo's live countdown (days, hours, minutes, seconds to end_date), ticking every second.
// The first render uses the server's "now" from loader data, so the server HTML and the hydrated
// page show the same numbers; after mount it ticks from there with the device's elapsed time.
import { useEffect, useState } from "react";
import { useT } from "../../i18n";
import { useLiveClock } from "../../lib/renderHints";

export const COUNTDOWN_TICK_MS = 1000;

function parts(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

export function Countdown({ endDate, serverTime }: { endDate: string; serverTime: string | null }) {
  useLiveClock(); // a page showing it is rendered afresh each time (src/ssr/signedInCache.ts)
  const end = Date.parse(endDate);
  const start = serverTime ? Date.parse(serverTime) : null;
  const [elapsed, setElapsed] = useState(0);
  const [now, setNow] = useState<number | null>(start);
  const t = useT();
  useEffect(() => {
    const mountedAt = Date.now();
    const base = start ?? Date.now();
    setNow(base);
    const t = setInterval(() => {
      setElapsed(Date.now() - mountedAt);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(t);
  }, [start]);
  if (now === null) return <div className="countdown" aria-hidden="true" />;
  const p = parts(end - (now + elapsed));
  const units: [keyof typeof p, string][] = [
    ["days", t("subscription.countdown.days")],
    ["hours", t("subscription.countdown.hours")],
    ["minutes", t("subscription.countdown.minutes")],
    ["seconds", t("subscription.countdown.seconds")],
  ];
  return (
    <div
      className="countdown"
      role="timer"
      aria-label={t("subscription.countdown.label", { days: p.days, hours: p.hours, minutes: p.minutes })}
    >
      {units.map(([k, label]) => (
        <div className="countdown-unit" key={k} data-unit={k}>
          <span className="countdown-num">{String(p[k]).padStart(2, "0")}</span>
          <span className="countdown-label">{label}</span>
        </div>
      ))}
    </div>
  );
}
