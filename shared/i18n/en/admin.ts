// English, area "admin": the admin area (/admin, its tabs, audio recording) and the first-run /setup page.
// The source of every other language's admin.ts.
export const admin = {
  // /setup: the first admin of a fresh instance
  "setup.metaTitle": "Set up Marhaba",
  "setup.metaDescription": "Create the first admin of this Marhaba instance.",
  "setup.title": "Set up Marhaba",
  "setup.intro":
    "This instance has no admin yet. Create the first one: you will then add teachers, classes and families from the admin area.",
  "setup.panelTitle": "Welcome, school!",
  "setup.codeUsed":
    "The setup code printed when Marhaba started has expired or was used. Restart Marhaba: it prints a new one.",
  "setup.failed": "The setup could not be finished. Please try again.",
  "setup.logoFailed": "The logo could not be saved.",
  "setup.code": "Setup code (from Marhaba's start-up log)",
  "setup.firstName": "First name",
  "setup.lastName": "Last name",
  "setup.email": "Email",
  "setup.password": "Password",
  "setup.school": "School name (optional)",
  "setup.logo": "School logo (optional: PNG, JPEG or WebP, at most {kb} KB)",
  "setup.creating": "Creating...",
  "setup.create": "Create the admin",
};
