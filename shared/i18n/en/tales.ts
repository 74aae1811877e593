// English, area "tales": the shelf of tales and rhymes and the reader (issue #30). The stories' own
// words (titles, lines, meanings, questions) come from the server in both languages.
export const tales = {
  "meta.title": "{title} - Marhaba",
  "meta.tale": "Tale",
  "meta.description": "A picture tale or a rhyme in Arabic, read aloud, for children.",

  "newest.again": "Read it again: {kind, select, rhyme {a rhyme} other {a tale}}",
  "newest.new": "{kind, select, rhyme {A new rhyme for you} other {A new tale for you}}",
  "shelf.title": "Tales and rhymes",
  "shelf.lead":
    "{tales} picture tales and {rhymes} rhymes to read and hear. Each one opens when you finish the unit whose words it uses.",
  "shelf.all": "All tales and rhymes",
  "shelf.cardKind": "{kind, select, rhyme {Rhyme} other {Tale}} · {level}",
  "shelf.after": "After “{title}”",
  "shelf.read": "✓ Read",

  "locked.withLessons": "This story opens with the lessons: ask a grown-up.",
  "locked.afterUnit": "This story opens when you finish the unit “{title}”.",
  "locked.beforeIt": "before it",
  "locked.thisStory": "This story",
  "reader.backToLibrary": "Back to the library",
  "reader.rhymeDone": "Well done! You chanted the whole rhyme.",
  "reader.doneTitle": "{kind, select, rhyme {You chanted the rhyme!} other {You read the tale!}}",
  "reader.wellDone": "Well done",
  "reader.again": "Again!",
  "reader.close": "Close the book",
  "reader.pageNo": "{kind, select, rhyme {Line} other {Page}} {n} of {total}",
  "reader.instruction":
    "{kind, select, rhyme {Tap a word to hear it, or tap Chant with me.} other {Tap a word to hear it, or tap Read to me.}}",
  "reader.pages": "Pages",
  "reader.previous": "Previous page",
  "reader.stop": "Stop",
  "reader.read": "{kind, select, rhyme {Chant with me} other {Read to me}}",
  "reader.theEnd": "The end",
  "reader.toQuestions": "To the questions",
  "reader.next": "Next page",
  "questions.right": "Yes, well done!",
  "questions.wrong": "Not this one. Try again!",
  "questions.failed": "That did not work. Please try again.",
  "questions.count": "Question {n} of {total}",
  "questions.hear": "Hear the question",
  "questions.reread": "Read the story again",
};
