// English, area "site": the landing page and the public pages around it (legal, contact, services).
export const site = {
  "meta.landingTitle": "Learn Arabic Online - Master the Arabic Language",
  "meta.landingDescription":
    "Marhaba teaches Arabic to children who do not speak it, through short interactive lessons, tracing and games with a friendly bot. Try it free for 14 days.",

  // What this instance has (shared/claims.ts's figures, worded per language)
  "claims.lessons": "interactive lessons",
  "claims.tracing": "tracing",
  "claims.games": "games",
  "claims.tales": "picture tales",
  "claims.videos": "videos",
  "claims.audio": "recorded audio for every letter and word",
  "claims.library":
    "{lessons, plural, one {# lesson} other {# lessons}} in {units, plural, one {# unit} other {# units}}",
  "claims.levels":
    "{open, plural, one {# level} other {# levels}} open today{more, plural, =0 {} other {, # more planned}}",

  "hero.eyebrow": "<ar>مرحبا</ar> means hello!",
  "hero.title": "Learn Arabic Online with a <hl>friendly bot</hl>",
  "hero.lead": "Learn Arabic through {features}, guided by a friendly bot.",
  "hero.library": "{library} already: {levels}.",
  "hero.demo": "Access Free Demo",
  "hero.signIn": "Sign in",
  "hero.explore": "Explore features",
  "hero.freeDemo": "14-day free demo",
  "hero.noCard": "No card needed",
  "hero.ages": "Ages 4 to 14",
  "hero.botAlt": "Marhaba's friendly robot waving hello",

  "about.illustrationAlt": "A child learning Arabic on a tablet",
  "about.badge": "<b>{n, number}</b> {n, plural, one {lesson} other {lessons}}",
  "about.eyebrow": "About us",
  "about.title": "Arabic that children love to learn",
  "about.text":
    "Marhaba teaches Arabic to children who do not speak it, presented by an interactive bot character. Level by level, every child finds a path that fits, from the very first letters to confident reading and speaking.",
  "about.units": "<b>{n, number}</b> learning {n, plural, one {unit} other {units}}",
  "about.levels":
    "<b>{n, number}</b> learning {n, plural, one {level} other {levels}} open{planned, plural, =0 {} other {, # planned}}",
  "about.demo": "Request Free Demo",
  "about.forum": "Open the forum",
  "benefit.access.title": "24/7 access",
  "benefit.access.text": "Learn any time, on any device, at the child's own pace.",
  "benefit.tests.title": "Tests & Quizzes",
  "benefit.tests.text": "A short check closes every unit and shows what has been learned.",
  "benefit.fun.title": "Enjoyable Experience",
  "benefit.fun.text":
    "{tales, select, yes {Games, picture tales, stars and stickers keep children coming back.} other {Games, stars and stickers keep children coming back.}}",
  "benefit.interactive.title": "Interactive Learning",
  "benefit.interactive.forum": "A forum to ask questions and share with other families.",
  "benefit.interactive.text":
    "Every answer gets an instant, gentle reply, and a missed activity comes back until it is right.",
  "benefit.approach.title": "Innovative Approach",
  "benefit.approach.text": "A bot companion guides every step, in small playful chunks.",
  "benefit.teachers.title": "Qualified Teachers",
  "benefit.teachers.text":
    "Lessons with a teacher: coming, not offered yet. Schools use Marhaba with their own teachers.",

  "features.eyebrow": "Features",
  "features.title": "Everything a young learner needs",
  "features.coming": "Coming",
  "features.more": "Learn more →",
  "service.1.title": "Diverse Activities",
  "service.1.description":
    "Listening, matching, tracing and word-building activities that turn every new Arabic letter and word into play.",
  "service.2.title": "Enriched Vocabularies",
  "service.2.description":
    "{audio, select, yes {Themed words with pictures and a recording of each one: family, school, food and more.} other {Themed words with pictures: family, school, food and more.}}",
  "service.3.title": "Complete Video Suite",
  "service.3.description":
    "{videos, plural, =0 {Coming: there are no videos here yet.} one {# video to watch on the home page, chosen by the people who run this site.} other {# videos to watch on the home page, chosen by the people who run this site.}}",
  "service.4.title": "Songs and Tales",
  "service.4.description":
    "{tales, plural, =0 {Coming: songs and tales are not here yet.} one {# lesson built around a short picture tale. Songs are coming.} other {# lessons built around a short picture tale. Songs are coming.}}",
  "service.5.title": "Tests & Quizzes",
  "service.5.description":
    "A unit check closes every unit, and a short level test finds where a child should start.",
  "service.6.title": "Qualified Teachers",
  "service.6.description":
    "Coming: lessons with a teacher are not offered yet. Schools use Marhaba with their own teachers, who follow every pupil.",

  "facts.title": "Fun facts",
  "facts.lessons": "Lessons",
  "facts.activities": "Exercises and quizzes",
  "facts.words": "Words and phrases",
  "facts.videos": "Videos",
  "facts.clips": "Recorded clips",

  "videos.eyebrow": "Videos",
  "videos.title": "Watch and learn with us",
  "videos.region": "Videos",
  "videos.previous": "Previous videos",
  "videos.next": "Next videos",
  "videos.play": "Play",
  "videos.pause": "Pause",
  "videos.autoSliding": " automatic sliding",
  "videos.slide": "{n} of {total}",
  "videos.playVideo": " (play video)",
  "videos.carousel": "carousel",
  "videos.slideRole": "slide",

  "cta.title": "Start your child's Arabic adventure today",
  "cta.text": "Try the first 2 lessons of every level free for 14 days. No card needed.",
  "cta.start": "Get Started",

  "levelTest.eyebrow": "Assessment",
  "levelTest.title": "Find your child's level",
  "levelTest.text":
    "Our level test places every learner at the right starting point, so lessons are never too easy and never too hard.",
  "levelTest.questions": "At most {n} questions, one at a time",
  "levelTest.noTimer": "No timer: about 5 minutes",
  "levelTest.highest": "Places children up to {level}, the highest level with lessons today",
  "levelTest.start": "Take the Level Test",
  "levelTest.ladder": "Levels the test can place into",

  "bundles.eyebrow": "Bundles",
  "bundles.title": "Simple prices for families",
  "bundles.platform": "E-learning platform",
  "bundles.oldPrice": "old price {price}",
  "bundles.perYear": "<b>{price}</b> / year",
  "bundles.firstPurchase": "{months} on your first purchase",
  "bundles.monthsFree": "{n} months free",
  "bundles.library": "The full library",
  "bundles.libraryWith": "The full library: {library}, and growing",
  "bundles.tales": "Picture tales",
  "bundles.videos": "Videos",
  "bundles.audio": "A recording of every letter and word",
  "bundles.certificates": "Certificates",
  "bundles.enroll": "Enroll Now",
  "bundles.teacher": "Courses with a teacher",
  "bundles.coming": "Coming",
  "bundles.notForSale": "Not offered yet, so not for sale.",
  "bundles.schools": "Schools: use Marhaba with your own teachers, with classes and a progress grid",
  "bundles.tellUs": "Tell us if you would like lessons with a teacher",
  "bundles.contact": "Contact us",
  "bundles.opportunity": "Your opportunity",
  "bundles.opportunityText": "Enroll now and get {n} months free on your first year.",
  "bundles.enrollToday": "Enroll Today",
  "bundles.enrollTodayText":
    "Premium for {months}: the full library, certificates and priority support for {price}.",
  "bundles.demo": "Request Free Demo",
  "bundles.demoText": "2 weeks free: the first 2 lessons of every level and basic assessments. No card.",
  "bundles.groups": "Schools and groups",
  "bundles.groupsText":
    "Logo customization, end-of-lesson quizzes, a progress dashboard, onboarding help and ongoing technical support.",
  "bundles.reachOut": "Reach Out",
  months: "{n, plural, one {# month} other {# months}}",
  monthsWithFree: "{n} months ({paid} + {free} free)",

  "contact.eyebrow": "Contact",
  "contact.title": "Questions? We are here to help",
  "contact.text":
    "Parents, schools and groups: write to us and we reply within 24 hours. Schools get a personalised offer.",
  "contact.address": "Address",
  "contact.email": "Email",
  "contact.phone": "Phone",
  "contact.name": "Your name",
  "contact.yourEmail": "Your email",
  "contact.topic": "Topic",
  "contact.topic.general": "A question about Marhaba",
  "contact.topic.school": "Courses with a teacher, schools and groups",
  "contact.topic.billing": "Payment and subscription",
  "contact.message": "Your message",
  "contact.website": "Website",
  "contact.needsJs": "Sending this form needs JavaScript.",
  "contact.noScript": "You can also write to <mail>{email}</mail>.",
  "contact.sending": "Sending...",
  "contact.send": "Send Message",
  // the API's own words for a message sent (src/modules/contact/service.ts CONTACT_THANKS)
  "contact.thanks": "Thank you! Your message has been sent. We reply within 24 hours.",
  "contact.failed": "Your message could not be sent. Please try again.",

  scrollTop: "Back to top",
  scrollNav: "Scroll",
  // the public pages around the landing (issue #30, web/pages/site): contact, credits, services, tools
  "pages.meta.contactTitle": "Contact us - Marhaba",
  "pages.meta.contactDescription":
    "Questions about Marhaba's Arabic lessons for children? Parents, schools and groups: write to us, we reply within 24 hours.",
  "pages.meta.creditsTitle": "Credits - Marhaba",
  "pages.meta.creditsDescription":
    "The pictures, fonts and audio Marhaba's Arabic lessons are made with, and their licences.",
  "pages.meta.privacyTitle": "Privacy notice - Marhaba",
  "pages.meta.privacyDescription":
    "What Marhaba keeps about grown-ups, children and pupils, why, for how long, and how to export or delete it.",
  "pages.meta.termsTitle": "Terms of use - Marhaba",
  "pages.meta.termsDescription": "The rules of Marhaba: accounts, the free demo, Premium and refunds.",
  "pages.meta.accessibilityTitle": "Accessibility statement - Marhaba",
  "pages.meta.accessibilityDescription": "How Marhaba meets WCAG 2.2 AA, the known gaps, and how to tell us.",
  "pages.meta.uiConfigTitle": "Layout configuration - Marhaba",
  "pages.meta.uiConfigDescription": "Adjust the positions and sizes of the landing page's decorative images.",
  "pages.meta.serviceTitle": "{title} - Marhaba, Arabic for children",
  "pages.meta.fallbackDescription": "Arabic for children",

  "pages.contact.crumb": "Contact",
  "pages.contact.title": "Contact us",
  "pages.contact.lead": "Parents, schools and groups: ask us anything. We reply within 24 hours.",
  "pages.contact.getInTouch": "Get in touch",
  "pages.contact.schools":
    "Schools and groups get a personalised offer: logo customization, end-of-lesson quizzes, a progress dashboard, onboarding help and ongoing technical support.",

  "pages.credits.crumb": "Credits",
  "pages.credits.title": "Credits",
  "pages.credits.lead": "Marhaba is made with the generous work of others. Thank you.",
  "pages.credits.pictures": "Pictures",
  "pages.credits.picturesText":
    "The pictures in the lessons are <b>Fluent Emoji</b> (flat style) by <b>Microsoft</b>, released under the <mit>MIT licence</mit>. We use them through the <iconify>Iconify</iconify> package <code>@iconify-json/fluent-emoji-flat</code> and serve only the pictures the lessons use, from our own server.",
  "pages.credits.fluentLink": "Fluent Emoji on GitHub",
  "pages.credits.fonts": "Fonts",
  "pages.credits.font": "<font>{name}</font> for {use}, by {by}.",
  "pages.credits.font.naskh": "the Arabic of the lessons (clear harakat)",
  "pages.credits.font.cairo": "Arabic headings and labels",
  "pages.credits.font.nunito": "English text",
  "pages.credits.fontsLicence":
    "All three are licensed under the <ofl>SIL Open Font License 1.1</ofl> and served from our own server (through the Fontsource packages).",
  "pages.credits.audio": "Audio",
  "pages.credits.audioText":
    "{state, select, complete {Every letter, word and phrase of the lessons has a clip recorded by the people who run this site; no outside voice service is used.} some {{recorded} of the {total} letters, words and phrases have a clip made by the people who run this site; for the others your device's own Arabic voice reads, when it has one. No outside voice service is used.} other {No clips are on this site yet: your device's own Arabic voice reads the lessons, when it has one. No outside voice service is used.}}",
  "pages.credits.sox":
    "Clips are trimmed and their loudness evened out with <sox>SoX</sox>, the Sound eXchange (GPL), run as a separate program on our server.",
  "pages.credits.voices": "The voices you hear:",
  "pages.credits.voice": "<b>{speaker}</b>, {licence} ({n, plural, one {# recording} other {# recordings}})",

  "pages.service.features": "Features",
  "pages.service.expect": "What to expect",
  "pages.service.gets": "What your child gets",
  "pages.service.demo": "Access Free Demo",
  "pages.service.ask": "Ask us a question",
  "pages.service.others": "Other services",
  "pages.service.1.summary":
    "Listening, matching, tracing and word-building activities that turn every new Arabic letter and word into play.",
  "pages.service.1.h1":
    "{activities, plural, =0 {Short lessons} one {# activity in {lessons, plural, one {# lesson} other {# lessons}}} other {# activities in {lessons, plural, one {# lesson} other {# lessons}}}}",
  "pages.service.1.h2": "Letter tracing with a guide",
  "pages.service.1.h3": "Instant, gentle feedback",
  "pages.service.1.p1":
    "Children learn best when they are busy. Every lesson is a short run of activities that use the new letters and words straight away: listening and choosing, matching pairs, tracing letters, finding a letter in a word and building words and short sentences.",
  "pages.service.1.p2":
    "A missed activity comes back a little later, so every child finishes each lesson having got everything right once.",
  "pages.service.2.summary":
    "Themed words with pictures: family, school, food and more, each coming back in later lessons so it sticks.",
  "pages.service.2.h1":
    "{words, plural, =0 {Words with pictures} one {# word and phrases with pictures} other {# words and phrases with pictures}}",
  "pages.service.2.h2": "A recording of every word",
  "pages.service.2.h3": "Themes children meet every day",
  "pages.service.2.p1":
    "Vocabulary is organised in themes children recognise from their own days: greetings, family, school, food.",
  "pages.service.2.p2":
    "{audio, select, yes {Each word comes with a picture and a recording, and comes back in later lessons so it sticks.} other {Each word comes with a picture and comes back in later lessons so it sticks. Clips are being added: until a word has one, the device's own Arabic voice reads it, when it has one.}}",
  "pages.service.3.summary":
    "Videos for children learning Arabic, when the school or family service publishes them here.",
  "pages.service.3.h1": "{n, plural, one {# video} other {# videos}}",
  "pages.service.3.h2": "They play only when you press play",
  "pages.service.3.h3": "No tracking until then",
  "pages.service.3.p1":
    "The videos on the home page are chosen by the people who run this site. Each one plays only when you press play.",
  "pages.service.3.none":
    "There are no videos on this site yet. When there are, they will appear on the home page. They are not part of what you pay for today.",
  "pages.service.notYet": "Not available yet",
  "pages.service.noPrice": "Not part of any price",
  "pages.service.4.summary": "Picture tales and songs for children learning Arabic, as the course grows.",
  "pages.service.4.h1": "{n, plural, one {# picture-tale lesson} other {# picture-tale lessons}}",
  "pages.service.4.h2": "Songs: coming, not part of any price yet",
  "pages.service.4.p1":
    "Some lessons follow a short tale told in pictures: the child orders and matches its words and phrases. Songs with music are not here yet.",
  "pages.service.4.none":
    "Songs and tales are planned but not here yet. They are not part of what you pay for today.",
  "pages.service.5.summary":
    "A unit check after every unit and a short level test that finds where a child should start.",
  "pages.service.5.h1": "A unit check at the end of every unit",
  "pages.service.5.h2":
    "{n, plural, =0 {A short level test, no timer} other {A level test of at most # questions, no timer}}",
  "pages.service.5.h3": "Progress parents can see",
  "pages.service.5.p1":
    "A short check closes each unit so children see what they have learned. The level test asks a few questions, one at a time, and places a child at the right starting point.",
  "pages.service.5.p2": "Today it places children up to {level}, the highest level with lessons.",
  "pages.service.6.summary":
    "Lessons with a teacher are not offered yet; schools use Marhaba with their own teachers.",
  "pages.service.6.h1": "Live lessons: not offered yet, never part of a price",
  "pages.service.6.h2": "For schools: classes, assignments and a progress grid for your own teachers",
  "pages.service.6.p1":
    "We do not offer lessons with a teacher yet. A school can use Marhaba with its own teachers: they make classes, assign lessons and see each pupil's progress.",

  "pages.ui.resetConfirm": "Are you sure you want to reset all configurations to default?",
  "pages.ui.invalidImport": "Invalid configuration file",
  "pages.ui.badValue": "Use lengths, percentages or CSS functions only",
  "pages.ui.copied": "CSS copied to the clipboard",
  "pages.ui.copyFailed": "Could not copy; select the CSS and copy it by hand",
  "pages.ui.imported": "Configuration imported",
  "pages.ui.reset": "Configurations reset to default",
  "pages.ui.refreshed": "CSS refreshed",
  "pages.ui.tools": " · Tools",
  "pages.ui.title": "Layout configuration",
  "pages.ui.lead":
    "Positions and sizes of the landing page's decorative images. Changes are saved in this browser and shown on the landing page.",
  "pages.ui.actions": "Configuration actions",
  "pages.ui.export": "Export JSON",
  "pages.ui.import": "Import JSON",
  "pages.ui.importFile": "Import configuration file",
  "pages.ui.forceRefresh": "Force CSS refresh",
  "pages.ui.preview": "Preview mode",
  "pages.ui.debug": "Debug outlines",
  "pages.ui.resetButton": "Reset to default",
  "pages.ui.sections": "Sections",
  "pages.ui.elements": "Elements",
  "pages.ui.position": "Position",
  "pages.ui.size": "Size",
  "pages.ui.responsive": "Responsive overrides",
  "pages.ui.breakpoint": "Breakpoint",
  "pages.ui.at": "{prop} at {px} px",
  "pages.ui.upTo": "≤ {px} px",
  "pages.ui.css": "Generated CSS",
  "pages.ui.copy": "Copy CSS",
  "pages.ui.previewTitle": "Preview",
  "pages.ui.sitePreview": "Site preview",
  // /privacy, /terms, /accessibility (issue #28, moved for issue #30)
  "pages.legal.missing":
    "<b>Missing:</b> the people who run this site have not yet given the name and address of who is responsible for your data (the “data controller”). Until they do, ask them through the <a>contact page</a>.",
  "pages.legal.privacy.title": "Privacy notice",
  "pages.legal.privacy.lead":
    "What Marhaba keeps about grown-ups, children and pupils, why, for how long, and how to take it with you or delete it.",
  "pages.legal.privacy.who": "Who is responsible",
  "pages.legal.privacy.what": "What we keep, why, and for how long",
  "pages.legal.col.whose": "Whose",
  "pages.legal.col.what": "What",
  "pages.legal.col.why": "Why",
  "pages.legal.col.howLong": "How long",
  "pages.legal.account.whose": "A grown-up's account",
  "pages.legal.account.what":
    "Name, email address, user name, the password (only as a one-way hash), the phone, address and country if you gave them, your sign-ins, your plan, your payments and the weekly email choice.",
  "pages.legal.account.why":
    "To let you sign in, run your plan, send the mails you asked for and answer you.",
  "pages.legal.account.howLong":
    "Until you delete the account. An account whose email address was never confirmed is removed after {unverified} days; a free account nobody signed in to for {inactive} months is removed {warning} days after a warning email, unless someone signs in.",
  "pages.legal.child.whose": "A child's profile",
  "pages.legal.child.what":
    "A first name or nickname, one of our animal pictures and an age band; what the child learns (lessons, answers, stars, practice words, level tests, certificates); when and by which account a parent or guardian agreed to the profile. No email, no password, no photo.",
  "pages.legal.child.why": "So the child has their own lessons and progress, and the parent can follow them.",
  "pages.legal.child.howLong": "Until the parent deletes the profile or the account.",
  "pages.legal.pupil.whose": "A pupil in a school class",
  "pages.legal.pupil.what":
    "A first name, an animal picture, the class, a one-way hash of the three-picture password, and what the pupil learns.",
  "pages.legal.pupil.why": "So the teacher can follow the class and the pupil can sign in without an email.",
  "pages.legal.pupil.howLong":
    "Until the teacher deletes the pupil or the class. The teacher can export one pupil's data.",
  "pages.legal.payments.whose": "Payments",
  "pages.legal.payments.what":
    "Who paid, how much, when, and the payment's reference. Never your card number: the payment provider handles it.",
  "pages.legal.payments.why": "Accounting law.",
  "pages.legal.payments.howLong":
    "As long as the law requires, also after the account is deleted, with nothing about your children.",
  "pages.legal.processors": "Who else handles it",
  "pages.legal.stripe":
    "<b>Stripe</b> takes card payments: it receives your email address and the amount, and your card details go to it directly.",
  "pages.legal.noStripe": "No card payment provider is set up on this site: nothing is sent to one.",
  "pages.legal.mail":
    "<b>The mail service</b> chosen by the people who run this site carries our emails to your address.",
  "pages.legal.noMail": "No outside mail service is set up: emails are kept on this site's own server.",
  "pages.legal.google": "<b>Google</b> signs you in when you choose “Sign in with Google”.",
  "pages.legal.school": "Your school's own sign-in service signs you in when you choose it.",
  "pages.legal.rest":
    "Everything else stays on this site's server. Nothing is sold or shared with anyone else.",
  "pages.legal.noTrack": "No advertising, no tracking",
  "pages.legal.noTrackText":
    "There are no advertisements, no analytics, no tracking pixels and no cookies from other sites. The only cookies keep you signed in.{videos, select, yes { A video on the home page is loaded from YouTube's privacy-enhanced address only when you press play.} other {}}",
  "pages.legal.rights": "Take it with you, correct it, delete it",
  "pages.legal.download":
    "<b>Download</b> everything we keep about your family in one file: <a>Profile</a> → Our Data → “Download all our data”.",
  "pages.legal.correct": "<b>Correct</b> your name and your children's profiles on your <a>Profile</a>.",
  "pages.legal.delete":
    "<b>Delete</b> one child's profile, the learning history, or the whole account on your <a>Profile</a>. Deleting the account is immediate and a confirmation email follows.",
  "pages.legal.complain":
    "For anything else, or to complain, write to the data controller above. You may also complain to your data protection authority.",
  "pages.legal.terms.title": "Terms of use",
  "pages.legal.terms.lead": "The short version of the rules of this site.",
  "pages.legal.terms.who": "Who runs this site",
  "pages.legal.terms.accounts": "Accounts",
  "pages.legal.terms.grownUp":
    "A grown-up makes the account. Children learn in profiles their parent or guardian adds; pupils are added by their teacher.",
  "pages.legal.terms.password":
    "Keep your password to yourself. You are responsible for what is done with your account.",
  "pages.legal.terms.deleteAny": "You may delete your account at any time on your Profile.",
  "pages.legal.terms.pay": "The free demo and Premium",
  "pages.legal.terms.demoOnce": "The free demo is once per account and needs no card.",
  "pages.legal.terms.premium":
    "Premium is one payment for the months shown before you pay, with the dates they run. It never renews by itself.",
  "pages.legal.terms.demoKept":
    "If you pay during the demo, the demo days left are kept: the paid months start when the demo would have ended.",
  "pages.legal.terms.refund": "Ask within 30 days of paying and we refund you in full.",
  "pages.legal.terms.fair": "Fair use",
  "pages.legal.terms.fairText":
    "Use the site to learn and to teach. Do not try to break it, to reach other families' data or to overload it.",
  "pages.legal.terms.seeAlso":
    "See also the <privacy>privacy notice</privacy> and the <a11y>accessibility statement</a11y>.",
  "pages.legal.a11y.title": "Accessibility statement",
  "pages.legal.a11y.lead":
    "Marhaba aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Here is where it does, and where it does not yet.",
  "pages.legal.a11y.ok": "What conforms",
  "pages.legal.a11y.axe":
    "Every page is checked automatically (axe) for the WCAG A and AA rules it can test, at phone and desktop widths.",
  "pages.legal.a11y.keyboard":
    "Everything works with a keyboard, with a visible focus ring; focus moves to each new activity in a lesson.",
  "pages.legal.a11y.contrast":
    "Text and controls meet the contrast ratios; pages reflow at 320 CSS pixels without sideways scrolling.",
  "pages.legal.a11y.forms":
    "Form fields have labels and their errors are announced; Arabic text is marked as Arabic and right-to-left.",
  "pages.legal.a11y.targets":
    "Children's buttons are at least 48 pixels in most activities, and nothing moves or flashes on its own.",
  "pages.legal.a11y.gaps": "Known gaps",
  "pages.legal.a11y.clips":
    "Not every letter and word has a clip yet ({recorded} of {total} have one): without one, a device's own Arabic voice reads it, or its spelling in Latin letters is shown.",
  "pages.legal.a11y.written":
    "Instructions in activities are written, not yet spoken, so a child who cannot read needs a grown-up nearby.",
  "pages.legal.a11y.tracing":
    "Tracing letters needs a pointer, a finger or a mouse; it has no keyboard alternative yet.",
  "pages.legal.a11y.small": "In “find the letter in the word”, the letters can be smaller than 44 pixels.",
  "pages.legal.a11y.language":
    "The site is in English and French; a few pages are still being translated into French.",
  "pages.legal.a11y.tell": "Tell us",
  "pages.legal.a11y.tellText":
    "If something is hard to use, please tell us through the <a>contact page</a>. We answer within 24 hours.",
  // the landing's call-to-action notices (components/site/ctaRules.ts)
  "notice.premium": "You already have a premium subscription!",
  "notice.demo": "You already have demo access!",
};
