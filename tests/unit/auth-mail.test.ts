// The account mails: links from APP_URL, names escaped in HTML, both parts present.
import { describe, expect, test } from "bun:test";
import { brandMail, digestMail, resetPasswordMail, verifyEmailMail } from "../../src/modules/mail/templates";

describe("mail templates", () => {
  test("verification mail: link from APP_URL with the token, text and HTML", () => {
    const m = verifyEmailMail("https://marhaba.example", "Amira", "tok_123-abc");
    expect(m.link).toBe("https://marhaba.example/verify-email?token=tok_123-abc");
    expect(m.text).toContain(m.link);
    expect(m.html).toContain(`href="${m.link}"`);
    expect(m.text).toContain("24 hours");
    expect(m.kind).toBe("verify_email");
  });
  test("reset mail says 1 hour and single use", () => {
    const m = resetPasswordMail("http://localhost:3000", "Omar", "t");
    expect(m.link).toBe("http://localhost:3000/reset-password?token=t");
    expect(m.text).toContain("1 hour");
    expect(m.subject).toBe("Reset your Marhaba password");
  });
  test("a name with markup is escaped in the HTML part", () => {
    const m = verifyEmailMail("https://marhaba.example", '<img src=x onerror="alert(1)">', "t");
    expect(m.html).not.toContain("<img src=x");
    expect(m.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});

describe("a school's branding on the weekly digest", () => {
  test("the school's name is added and the one-click unsubscribe headers stay", () => {
    const mail = digestMail(
      "https://school.example",
      { sections: [{ name: "Yasmin", lessons: 1, words: 2, practise: [] }] },
      "https://school.example/api/v1/digest/opt-out?t=x",
    );
    mail.headers = {
      "List-Unsubscribe": "<https://school.example/u>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    const branded = brandMail(mail, { school: "École Al-Nour", logoUrl: null });
    expect(branded.text).toContain("École Al-Nour");
    expect(branded.headers).toEqual(mail.headers);
  });
});
