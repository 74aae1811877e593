// The form rules of SPEC section 5 as the pages apply them.
import { describe, expect, test } from "bun:test";
import {
  passwordStrength,
  signupPasswordError,
  step1Errors,
  step2Errors,
  usernameError,
  emailError,
  confirmError,
} from "../../web/pages/auth/rules";
import { RegisterBody } from "../../shared/auth";

describe("password strength (one point each: 8+, 12+, lower, upper, digit, special)", () => {
  test.each([
    ["", 0, "Weak"],
    ["abc", 1, "Weak"],
    ["abcdefgh", 2, "Weak"],
    ["abcdefgH", 3, "Medium"],
    ["abcdefgH1", 4, "Medium"],
    ["abcdefgH1!", 5, "Strong"],
    ["abcdefghijK1!", 6, "Strong"],
    ["ABCDEFGHIJKL", 3, "Medium"],
  ])("%p scores %d (%s)", (pw, score, label) => {
    expect(passwordStrength(pw)).toEqual({ score, label } as never);
  });
});

describe("messages", () => {
  test("sign-up password, username, email and confirmation", () => {
    expect(signupPasswordError("")).toBe("Password is required");
    expect(signupPasswordError("Ab1")).toBe("Password must be at least 8 characters");
    expect(signupPasswordError("ABCDEFG1")).toBe("Password must contain at least one lowercase letter");
    expect(signupPasswordError("abcdefg1")).toMatch(/uppercase letter$/);
    expect(signupPasswordError("Abcdefgh")).toMatch(/at least one number$/);
    expect(signupPasswordError("Abcdefg1")).toBeNull();
    expect(usernameError("ab")).toBe("Username must be at least 3 characters");
    expect(usernameError("a b c")).toBe("Username must contain only letters, numbers, and underscores");
    expect(emailError("")).toBe("Email is required");
    expect(emailError("a@b")).toBe("Please enter a valid email address");
    expect(confirmError("x", "")).toBe("Please confirm your password");
    expect(confirmError("x", "y")).toBe("Passwords do not match");
  });
  test("step 1 requires every personal field", () => {
    expect(
      Object.keys(
        step1Errors({
          first_name: "",
          last_name: "",
          email: "",
          phone_number: " ",
          address: "",
          country: "",
        }),
      ).sort(),
    ).toEqual(["address", "country", "email", "first_name", "last_name", "phone_number"]);
    expect(step2Errors({ username: "kid_1", password: "Abcdefg1", confirm_password: "Abcdefg1" })).toEqual(
      {},
    );
  });
  test("phone, address and country: required by the sign-up screen, optional for the API (SPEC)", () => {
    const person = { first_name: "Amira", last_name: "Haddad", email: "amira@example.com" };
    expect(step1Errors({ ...person, phone_number: "", address: "", country: "" })).toEqual({
      phone_number: "Phone number is required",
      address: "Address is required",
      country: "Country is required",
    });
    expect(RegisterBody.safeParse({ ...person, username: "amira", password: "Abcdefg1" }).success).toBe(true);
  });
  test("the server schema agrees with the form on the same inputs", () => {
    for (const pw of ["", "Ab1", "ABCDEFG1", "abcdefg1", "Abcdefgh", "Abcdefg1"]) {
      const r = RegisterBody.safeParse({
        email: "a@b.co",
        first_name: "A",
        last_name: "B",
        username: "abc",
        password: pw,
      });
      const serverMsg = r.success
        ? null
        : (r.error.issues.find((i) => i.path[0] === "password")?.message ?? null);
      expect(serverMsg).toBe(signupPasswordError(pw));
    }
  });
});
