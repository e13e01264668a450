/**
 * Words that carry no subject: articles, pronouns, auxiliaries, question words and the like. The
 * device's search leaves them out of a several-word search as search_posts' English configuration
 * does, and the generator's brief leaves them out of a topic's words.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a an the and or but nor so yet for of to in on at by with from into onto over under about as than then
  that this these those it its it's is are was were be been being am do does did done doing have has had
  having can could should would will shall may might must not no yes you your yours we our ours they their
  them he she his her i me my mine what which who whom whose when where why how all any each every some
  such more most much many few very just also only own same other another there here if while after before
  up down out off again once both either neither per via vs one ones`.split(/\s+/),
)
