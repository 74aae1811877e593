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
  "contactPage.current": "Contact",
  "contactPage.title": "Contact us",
  "contactPage.lead": "Parents, schools and groups: ask us anything. We reply within 24 hours.",
  "contactPage.touch": "Get in touch",
  "contactPage.text":
    "Schools and groups get a personalised offer: logo customization, end-of-lesson quizzes, a progress dashboard, onboarding help and ongoing technical support.",
  "meta.contact": "Contact us - Marhaba",
  "meta.contactDescription":
    "Questions about Marhaba's Arabic lessons for children? Parents, schools and groups: write to us, we reply within 24 hours.",
  "meta.credits": "Credits - Marhaba",
  "meta.creditsDescription":
    "The pictures, fonts and audio Marhaba's Arabic lessons are made with, and their licences.",
  "meta.privacy": "Privacy notice - Marhaba",
  "meta.privacyDescription":
    "What Marhaba keeps about grown-ups, children and pupils, why, for how long, and how to export or delete it.",
  "meta.terms": "Terms of use - Marhaba",
  "meta.termsDescription": "The rules of Marhaba: accounts, the free demo, Premium and refunds.",
  "meta.accessibility": "Accessibility statement - Marhaba",
  "meta.accessibilityDescription": "How Marhaba meets WCAG 2.2 AA, the known gaps, and how to tell us.",
};
