/**
 * Two queues so that access can follow the submissions: the mails of whistleblowing reports
 * (their reporter's address, the server's answers about it) are read by the compliance role
 * only, like the reports; every other mail by admins.
 */
export const MAIL_QUEUE = 'mail';
export const COMPLIANCE_MAIL_QUEUE = 'compliance-mail';
export const MAIL_QUEUES = [MAIL_QUEUE, COMPLIANCE_MAIL_QUEUE];
