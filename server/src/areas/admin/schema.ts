// Administration's tables. User Access writes the platform's users.access, Email Settings the
// platform's email_settings and email_alt_users (platform/schema.ts: platform/mailRecipients.ts
// reads them for every area's mails).
export {};
