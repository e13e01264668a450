import { createPool } from '../template.ts'

/** The article's first sentence: who the business is and where. */
export const INTRO_LEAD = createPool('intro.lead', [
  'Ask around {city} about [dependable|trustworthy|reliable] {service} and one name [keeps coming up|comes up again and again|tends to come up first]: {business}.',
  '[For many|For plenty of|For a lot of] {client} in {city}, {business} has become the first call when it comes to {service}.',
  '{business} has built [a loyal following|a steady reputation|a strong local reputation] in {city} by doing the [basics|fundamentals] of {service} [well|properly], [visit after visit|day in and day out].',
  'If you [live|work] in {city} and need {service}, {business} [deserves a spot|belongs] on your [short list|list of places to call].',
  '[Promising|Advertising] good {service} is easy and delivering it is harder, which is why {business} [stands out|gets noticed] in {city}.',
  'There is no shortage of options for {service} around {city}, but {business} has earned its reputation the [slow|old-fashioned] way: [one satisfied customer at a time|by showing up and doing the work well].',
  'Few [local|neighborhood] businesses in {city} are [recommended|talked about] as [warmly|often] as {business}, and [once you look closer|after a closer look] it is easy to see why.',
  'When {client} across {cities} [look for|go looking for] {service}, {business} is [often|usually] [near the top of the list|one of the first names they find].',
  '{business} is [a familiar name|a well-known name|a go-to choice] for {service} in {city}, and [this article|this guide] [explains|looks at] [what sets it apart|what makes it worth a visit].',
  '[Choosing|Picking|Finding] the right {kind} [matters more than|counts for more than] most people [think|expect], and in {city}, {business} makes that choice [easier|simpler] than [most|you might expect].',
  "Every community has a few businesses that [quietly|steadily] [earn|win] people's trust, and in {city} {business} is one of them.",
  '[Locals|Neighbors|Longtime residents] in {city} will tell you that {business} is [the place to go|where they go] for {service}.',
])

/** How the article frames its topic when the topic reads as a noun phrase. */
export const INTRO_TOPIC = createPool('intro.topic', [
  'This guide to {topic} [covers|walks through] what {business} offers, where to find [each location|the team] and [what to ask|which questions to ask] before you [book|commit].',
  '[Below|In the sections below], we take a [closer|practical] look at {topic}, [with|including] [honest|straightforward] advice [for first-timers and regulars alike|whether you are new to {city} or have lived here for years].',
  '[Our focus here is|This article centers on] {topic}, [seen through|told through] the work of a [local|hometown] business that [takes it seriously|treats it as a craft].',
  'If you have been [reading up on|curious about] {topic}, [you will find|there is] [plenty|a lot] [here|below] [worth knowing|to work with].',
])

/** The same framing when the topic reads as a headline or a question, quoted as written. */
export const INTRO_TOPIC_TITLE = createPool('intro.topicTitle', [
  'The theme of this article, “{topicTitle}”, [comes down to|boils down to] a simple idea: [knowing who to trust|finding people you can trust] with {service} in {city}.',
  '[We wrote this piece|This guide was put together] under the heading “{topicTitle}” [to help|for] readers in {city} [make a confident choice|choose with confidence].',
])

/** The rest of the introduction: what the reader will learn and why it matters locally. */
export const INTRO_BODY = createPool('intro.body', [
  '[Below|In the sections that follow], you will find [a rundown of|an overview of] the services {business} offers, [details for each location|the address and phone number for every location] and [practical tips|useful advice] for choosing [well|wisely].',
  'We also answer the questions [people ask most often|that people ask the most] about {service} in {city}.',
  'Whether you are [new to {city}|new in town] or have [lived here for years|called it home for decades], [it helps|it pays] to know [who does good work|which businesses do the job right].',
  "[Word of mouth|A friend's recommendation] still counts for a lot in {city}, and {business} has [plenty of it|earned a good deal of it].",
  'The aim is simple: [to give you|to hand you] [enough information|the facts you need] to decide whether {business} is the right fit [before you pick up the phone|before you make the call].',
  '{business} [serves|works with] {client} [from|across] {cities} and [the surrounding communities|nearby towns].',
  '[Like most|As with many] [good|successful] local businesses, {business} [grew|has grown] by [listening to|paying attention to] what {client} [actually|really] [want|need].',
  '[Nothing here is|None of this is] [a hard sell|sales talk] for {business}; [it is|think of it as] [a practical look|an honest look] at what to expect [and how to get the most from it|and how to plan your visit].',
  '(-bail,cannabis) Seasons in {region} shape when people [plan|book] almost everything, and planning for {service} is no exception.',
  'A [little|bit of] [preparation|planning] goes a long way with {service}, so [this guide points out|we point out] what to ask [along the way|as we go].',
  '[Small businesses|Independent businesses] [like|such as] {business} are [a big part of|part of] what makes {city} [feel like home|a good place to live].',
  '[Money spent with|Every dollar spent at] a local business in {city} [tends to stay|stays] [close to home|in the community], [supporting|which supports] [local jobs|neighbors] and [local causes|the local economy].',
  '(-bail) [Read on for|Keep reading for] [the details|the specifics] on {business}, from [what a first visit looks like|what to expect on a first visit] to [how to reach the team|how to get in touch].',
  '[If you are short on time|If time is tight], the FAQ [near the end|at the end] [covers|answers] the [most common|usual] questions about {business} [in a few lines each|briefly].',
  '(-cannabis) {business} works from a simple idea: good work on {service} starts with [a conversation|listening], and that idea runs through [everything below|the rest of this guide].',
  '[Recommendations|Conversations] around {city} tend to point to the same [things|strengths]: [friendly|welcoming] service, [clear|honest] communication and [careful work|work done right the first time].',
  'For {client} [in|around] {city}, friendly service and careful work are [harder to find together|a rarer pairing] than they should be.',
  '[Here is what you should know|What follows is everything worth knowing] about {business} and {service} in {city}.',
  '(-bail) Plenty of people put off {service} [because they are not sure where to start|because the choices feel overwhelming]; [this guide|the sections below] should [make that first step easier|take the guesswork out of it].',
  '[It also helps|It is also worth knowing] that {business} [serves|welcomes] {client} from [well beyond|outside] {city}, [so|which means] [the drive is often worth it|you do not need to live next door].',
  'We looked at {business} the way a [careful|sensible] [customer|neighbor] would: [what they offer|the services], [how easy they are to reach|how easy it is to get in touch] and [how they treat people|the way they treat people].',
  'In a [busy|crowded] market, [the businesses that last|the ones that last] tend to be [the ones|those] that [keep things simple|keep their promises], and {business} fits that [description|pattern].',
  '(-bail) [First impressions matter|A first visit says a lot], and {client} in {city} [often mention|tend to remember] [how welcome they felt|the warm welcome] at {business}.',
  'If you are new to {service}, [do not worry|relax]; [the sections below start|this guide starts] with the basics.',
])

/** Sentences that mention a target keyword verbatim, as the search phrase people actually type. */
export const KEYWORD_SENTENCES = createPool('keyword', [
  'People searching for “{keyword}” [usually|generally] want [three things|the same few things]: [good work|skilled help], a clear quote and someone who [answers the phone|picks up the phone].',
  'If you [typed|searched] “{keyword}” [into a search bar|on your phone] and landed here, [you are in the right place|you are in good company].',
  '[A search for|Searching for] “{keyword}” [turns up|brings up] [plenty of|a long list of] names, but [few|not many] [match|can match] the [local knowledge|care and local knowledge] of {business}.',
  '[Many|Plenty of] {client} find {business} [by searching for|after searching for] “{keyword}”, and [plenty|many] [come back|return] [for years|again and again].',
  'When [people|neighbors] in {city} [search|look online] for “{keyword}”, {business} [is a name worth knowing|deserves a close look].',
  '“{keyword}” is [one of the|among the] [phrases|searches] that [bring|lead] {client} to {business}, and [it is easy to see why|the reasons are easy to see].',
  'Anyone [comparing|weighing] results for “{keyword}” [should|will want to] look at [reviews|recent reviews], [location|how close the location is] and [how quickly a business responds|response time].',
  '[Typing|Entering] “{keyword}” into [a search engine|Google or a map app] is [often|usually] the first step, and [a phone call to {business}|calling {business}] is [a sensible|a good] second one.',
  'The [phrase|search] “{keyword}” [covers|can mean] [a lot of ground|many things], so [it helps|it pays] to [know|be clear about] what you need before you call.',
  '[For|To] [anyone|people] [looking up|researching] “{keyword}”, {business} [offers|is] [a dependable starting point|a strong first option].',
  '[Search results|Listings] for “{keyword}” [change|shift] [all the time|from week to week], but [a good local reputation|word of mouth] [does not|rarely does].',
  '[Even if you only|If you only] [searched for|typed] “{keyword}” [out of curiosity|to compare options], [a short call|a quick conversation] with the team at {business} [can answer a lot|will clear up a lot].',
])

/** Sentences that carry a backlink; `{anchor}` becomes the link. */
export const LINK_BUSINESS = createPool('link.business', [
  'You can [learn more about|read more about] {anchor} and [see what is new|check current offers] [online|on the website].',
  '[For photos, services and directions|For directions and a full list of services], [head to|see] the website of {anchor}.',
  '[Before your first visit|Before you go], [take a minute to look at|it is worth browsing] the site run by {anchor}.',
  '[More details|Full details] [are available|can be found] on the website of {anchor}.',
])
export const LINK_KEYWORD = createPool('link.keyword', [
  '[For more on|To dig deeper into] {anchor}, the {business} website [is a good place to start|has plenty of detail].',
  '[Curious about|Want to know more about] {anchor}? The {business} website [lays it out clearly|covers it in detail].',
  'The {business} website [has a page on|walks through] {anchor} [for anyone who wants the details|if you want the specifics].',
  '[Readers interested in|Anyone interested in] {anchor} can [find more|read more] on the {business} website.',
])
export const LINK_WEBSITE = createPool('link.website', [
  '[When you are ready|Whenever you are ready], {anchor} [to see what is on offer|to get started].',
  '[To check availability|For current hours and availability], {anchor}.',
  '[Still deciding|Not sure yet]? {anchor} and [look around|browse the services] first.',
  '[If you prefer to plan ahead|If you like to plan ahead], {anchor} [before you call|before you stop by].',
])
/** Anchor texts for the 'website' kind of link; they read as a verb phrase opening a clause. */
export const WEBSITE_ANCHORS = ['visit their website', 'take a look at their website', 'browse their website']
