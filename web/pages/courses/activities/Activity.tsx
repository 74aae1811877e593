// One activity, by type. Each component answers through onAnswer with the shape AnswerFor names
// and, once answered, shows the right answer the server sent back.
import { MeetLetter, MeetWord } from "./Meet";
import { PickActivity } from "./Pick";
import { FindLetter } from "./FindLetter";
import { BuildWord } from "./BuildWord";
import { MatchPairs } from "./MatchPairs";
import { OrderWords } from "./OrderWords";
import { TraceActivity } from "./TraceActivity";
import type { ActivityProps, ActivityType } from "../types";

export function Activity(props: ActivityProps<ActivityType>) {
  const a = props.activity;
  const p = props as any; // narrowed by the switch below; each component is typed by its own activity
  switch (a.type) {
    case "meet_letter":
      return <MeetLetter {...p} />;
    case "meet_word":
      return <MeetWord {...p} />;
    case "listen_pick_letter":
    case "listen_pick_syllable":
    case "listen_pick_picture":
    case "read_pick_picture":
    case "pick_word":
      return <PickActivity {...p} />;
    case "find_letter":
      return <FindLetter {...p} />;
    case "build_word":
      return <BuildWord {...p} />;
    case "match_forms":
    case "match_sounds":
      return <MatchPairs {...p} />;
    case "order_words":
      return <OrderWords {...p} />;
    case "trace":
      return <TraceActivity activity={a} onAnswer={p.onAnswer} disabled={props.disabled || !!props.result} />;
  }
}
