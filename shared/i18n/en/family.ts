// English, area "family": the children on /profile, "Who is learning?" and the parent gate (issue #30).
export const family = {
  "meta.whoTitle": "Who is learning? - Marhaba",
  "meta.whoDescription": "Choose who is learning Arabic now.",

  "children.title": "Our Children",
  "children.intro":
    "Each child gets their own picture, lessons, stars and certificates, under this one {sells, select, yes {subscription} other {account}} (up to {max}). Children pick their picture on “Who is learning?”; {gate, select, signin {set a PIN below: it is what opens the grown-ups' area from a child's session.} pin {the grown-ups' area stays behind your PIN.} other {the grown-ups' area stays behind your password.}}",
  "children.years": "{band} years",
  "children.edit": "Edit<sr> {name}</sr>",
  "children.delete": "Delete<sr> {name}</sr>",
  "children.deleteTitle": "Delete {name}'s profile?",
  "children.deleteText":
    "This deletes {name}'s picture and name, every lesson played and its stars, the answers, stickers, practice boxes, level tests and certificates. It cannot be undone. {sells, select, yes {The subscription stays.} other {The account stays.}}",
  "children.deleteYes": "Yes, delete {name}",
  "children.keep": "Keep {name}",
  "children.add": "Add a child",
  "children.max": "A family can have up to {max} child profiles.",
  "children.added": "{name} was added.",
  "children.saved": "Saved.",
  "children.saveFailed": "That could not be saved. Please try again.",
  "children.deleted": "{name}'s profile was deleted.",
  "children.deleteFailed": "The profile could not be deleted. Please try again.",

  "form.name": "First name or nickname",
  "form.picture": "Picture",
  "form.age": "Age",
  "form.guardian":
    "I am this child's parent or legal guardian, and I agree to Marhaba keeping this profile and the child's learning as described in the <a>privacy notice<sr> (opens in a new tab)</sr></a>.",
  "form.save": "Save",
  "form.cancel": "Cancel",

  "pin.label": "Grown-ups' PIN",
  "pin.hint":
    "{gate, select, pin {(set: type a new one to change it)} signin {(4 to 6 digits: your account signs in without a password)} other {(optional: quicker than your password)}}",
  "pin.save": "Save PIN",
  "pin.remove": "Remove PIN",
  "pin.saved": "The PIN is set. The grown-ups' area now asks for it.",
  "pin.saveFailed": "The PIN could not be saved.",
  "pin.removed": "The PIN is removed. The grown-ups' area asks for your password.",
  "pin.removeFailed": "The PIN could not be removed.",

  "gate.title": "For grown-ups",
  "gate.noCheck":
    "This account has no password or PIN to check. Sign out, sign in again as the grown-up, then set a PIN in the profile.",
  "gate.signOut": "Sign out",
  "gate.back": "Back",
  "gate.typePin": "Type the PIN.",
  "gate.typePassword": "Type the password.",
  "gate.leadPin": "Type the family PIN to open the grown-ups' area.",
  "gate.leadPassword": "Type the account's password to open the grown-ups' area.",
  "gate.pin": "PIN",
  "gate.password": "Password",
  "gate.open": "Open",
  "gate.backToLearning": "Back to learning",
  "gate.failed": "That did not work. Please try again.",

  "who.title": "Who is learning?",
  "who.learners": "Learners",
  "who.grownUp": "Grown-up",
  "who.failed": "That did not work. Please try again.",
};
