import { blogOperations } from './openapi/blog-operations';
import { offerOperations } from './openapi/offer-operations';
import { siteOperations } from './openapi/site-operations';
import { visitorOperations } from './openapi/visitor-operations';

/*
 * Every route of the wire contract at its path, in one list, in the order the document gives them;
 * what each takes and answers is in openapi/: the site's content, the offers, the blog, what
 * visitors send.
 */

/** The wire contract as an OpenAPI 3.1 document, generated from the zod schemas. */
export function buildOpenApiDocument(serverUrl = '/') {
  const site = siteOperations();
  const offers = offerOperations();
  const blog = blogOperations();
  const visitor = visitorOperations();
  return {
    openapi: '3.1.0',
    info: {
      title: 'DAV website contract',
      version: '1.0.0',
      description: 'What crosses HTTP between the website and the CMS (/wp-json/*).',
    },
    servers: [{ url: serverUrl }],
    paths: {
      '/wp-json/api/{locale}/global': { get: site.global },
      '/wp-json/api/{locale}/page/{slug}': { get: site.page },
      '/wp-json/api/{locale}/forms/{name}': { get: site.form, post: visitor.form },
      '/wp-json/api/{locale}/consent': { get: site.consent },
      '/wp-json/api/{locale}/coworking': { get: site.coworking },
      '/wp-json/api/{locale}/day-at-dav': { get: site.day },
      '/wp-json/api/{locale}/offers': { get: offers.search },
      '/wp-json/api/{locale}/offers/{slug}': { get: offers.offer },
      '/wp-json/api/{locale}/expertises': { get: offers.expertises },
      '/wp-json/api/{locale}/subsidiaries': { get: offers.subsidiaries },
      '/wp-json/api/{locale}/subsidiaries/{slug}': { get: offers.subsidiary },
      '/wp-json/api/{locale}/posts': { get: blog.posts },
      '/wp-json/api/{locale}/posts/{slug}': { get: blog.post },
      '/wp-json/api/{locale}/categories': { get: blog.categories },
      '/wp-json/api/{locale}/redirects': { get: site.redirects },
      '/wp-json/api/{locale}/form-coworking': { post: visitor.coworking },
      '/wp-json/api/appskills': { post: visitor.skillsTest },
      '/wp-json/api/appskills-candidate': { post: visitor.skillsCandidate },
      '/wp-json/api/{locale}/application-withdrawal': { post: visitor.withdrawal },
      '/wp-json/api/{locale}/assistant': { get: site.assistant },
      '/wp-json/clrz/v1/bot/answer': { post: visitor.botAnswer },
      '/wp-json/api/{locale}/whistleblowing-follow-up': { post: visitor.followUp },
      '/wp-json/api/{locale}/whistleblowing-follow-up/reply': { post: visitor.followUpReply },
      '/wp-json/api/{locale}/sitemap': { get: site.sitemap },
    },
  };
}
