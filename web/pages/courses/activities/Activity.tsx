// One activity, by type: a typed map from each activity type (src/modules/content/activities/registry.ts)
// to its component, which receives that type's payload and answers with that type's answer shape. A type
// without a component here is a compile error. Once answered, a component shows the right answer the
// server sent back.
import type { ComponentType } from "react";
import { MeetLetter, MeetWord } from "./Meet";
import { PickActivity } from "./Pick";
import { FindLetter } from "./FindLetter";
import { BuildWord } from "./BuildWord";
import { MatchPairs } from "./MatchPairs";
import { OrderWords } from "./OrderWords";
import { CompleteSentence } from "./CompleteSentence";
import { TrueFalse } from "./TrueFalse";
import { TraceActivity } from "./TraceActivity";
import type { ActivityProps, ActivityType } from "../types";

const COMPONENTS: { [T in ActivityType]: ComponentType<ActivityProps<T>> } = {
  meet_letter: MeetLetter,
  meet_word: MeetWord,
  listen_pick_letter: PickActivity,
  listen_pick_syllable: PickActivity,
  listen_pick_picture: PickActivity,
  read_pick_picture: PickActivity,
  pick_word: PickActivity,
  find_letter: FindLetter,
  build_word: BuildWord,
  match_forms: MatchPairs,
  match_sounds: MatchPairs,
  trace: TraceActivity,
  order_words: OrderWords,
  complete_sentence: CompleteSentence,
  true_false: TrueFalse,
};

/** The component of `type` with its props (generic over the type, so the payload and the component agree). */
function render<T extends ActivityType>(type: T, props: ActivityProps<T>) {
  const C: ComponentType<ActivityProps<T>> = COMPONENTS[type];
  return <C {...props} />;
}

export function Activity(props: ActivityProps<ActivityType>) {
  return render(props.activity.type, props);
}
