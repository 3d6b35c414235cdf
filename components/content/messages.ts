/** The contact API's answer, as the spec words it (the pages' own words are in messages/<locale>/Content.json). */
export const CONTACT_THANKS = 'Thank you for contacting us! We will get back to you soon.';
