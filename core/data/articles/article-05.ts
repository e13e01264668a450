import { PRIYA_RAMAN } from './authors.ts'
import type { HardCodedArticle } from './model.ts'

/** Article 5: everyday habits for health and mood through the dark months. */
export const winterWellnessArticle: HardCodedArticle = {
  id: 5,
  slug: 'staying-healthy-and-energized-through-a-michigan-winter',
  title: 'Staying Healthy and Energized Through a Michigan Winter',
  excerpt:
    'Short days and icy sidewalks wear anyone down. Simple habits around light, movement, food, sleep and company help you feel better until spring.',
  category: 'Health & Wellness',
  publishedAt: '2024-01-29',
  readTime: '5 min read',
  imageUrl: '/images/articles/winter-wellness-walk.svg',
  images: [
    {
      src: '/images/articles/winter-light-window.svg',
      alt: 'A chair and a potted plant beside a bright window with snow falling outside',
      caption: 'Working near a window is an easy way to get more daylight during short winter days.',
    },
    {
      src: '/images/articles/warm-soup-bowl.svg',
      alt: 'A steaming bowl of vegetable soup on a wooden table',
      caption: 'Hearty vegetable soups are an easy way to eat well during the colder months.',
    },
  ],
  tags: ['Birmingham', 'Wellness', 'Winter', 'Mental Health'],
  author: PRIYA_RAMAN,
  featured: false,
  content: `
<p>By late January, a Michigan winter can feel endless. The sun rises late and sets early, sidewalks stay icy for days, and the pull of the couch grows stronger with every gray afternoon. Around the winter solstice, southern Michigan gets only about nine hours of daylight, and that short, dim stretch affects how many people sleep, eat and feel.</p>
<p>The good news is that small, steady habits make a real difference. None of the suggestions below requires a gym membership or special equipment, and most can start today.</p>
<h2>Chase the daylight</h2>
<p>Light exposure helps set the body’s internal clock, which influences sleep, alertness and mood. In winter, many people leave for work in the dark and get home in the dark, missing daylight almost entirely. A short walk outside in the late morning or at lunch, even on a cloudy day, provides far more light than a typical indoor room.</p>
<figure><img src="/images/articles/winter-light-window.svg" alt="A chair and a potted plant beside a bright window with snow falling outside"><figcaption>Working near a window is an easy way to get more daylight during short winter days.</figcaption></figure>
<p>Indoors, set up your desk or breakfast table near a window when you can. Some people with seasonal affective disorder, a form of depression linked to the darker months, benefit from light therapy using a special bright light box. Because the right approach depends on the person, talk with a doctor before starting light therapy, especially if you have an eye condition or bipolar disorder.</p>
<h2>Keep moving, even when it is cold</h2>
<p>Regular physical activity supports heart health, sleep and mood, and it does not have to stop when the temperature drops. Dressing in layers, with a moisture-wicking base, an insulating middle layer and a windproof outer shell, makes a winter walk far more comfortable. Boots with good traction, or slip-on ice cleats, help prevent falls on slick sidewalks.</p>
<p>On days when going outside is not practical, there are plenty of indoor options:</p>
<ul>
<li>Walk laps at a mall, community center or indoor track; many open early for walkers.</li>
<li>Follow a free online yoga, stretching or strength routine at home.</li>
<li>Take the stairs at work and build short movement breaks into long stretches at a desk.</li>
<li>Try a class at a local recreation center; many Michigan communities offer low-cost winter programs.</li>
</ul>
<p>Shoveling snow counts as exercise, but it is strenuous. Push the snow rather than lifting it when you can, take breaks, and talk with a doctor first if you have heart disease or other health concerns.</p>
<blockquote><p>“I told myself I’d walk when it got warmer, and then it was March. Now I meet a neighbor at eight every morning, no matter what. Having someone waiting is the only thing that gets me out the door,” said Linda Okonkwo, a retired nurse who lives in Birmingham.</p></blockquote>
<h2>Eat for steady energy</h2>
<p>Winter is comfort-food season, and there is nothing wrong with a bowl of chili on a snowy night. Building meals around vegetables, beans, whole grains and lean proteins helps keep energy steady through short days. Soups and stews are an easy way to eat more vegetables, and frozen produce is just as nutritious as fresh and often less expensive in winter.</p>
<figure><img src="/images/articles/warm-soup-bowl.svg" alt="A steaming bowl of vegetable soup on a wooden table"><figcaption>Hearty vegetable soups are an easy way to eat well during the colder months.</figcaption></figure>
<h3>What about vitamin D?</h3>
<p>The body makes vitamin D when skin is exposed to sunlight, and at Michigan’s latitude, winter sunlight is too weak for most people to make much of it. Vitamin D is also found in fatty fish, egg yolks and fortified foods such as milk and many cereals. Whether a supplement makes sense depends on your diet, health and other factors, so ask your doctor or pharmacist rather than guessing at a dose.</p>
<h2>Protect your sleep</h2>
<p>Long nights might seem ideal for sleep, but irregular schedules and late screens often get in the way. Try to go to bed and wake up at about the same time every day, including weekends. Keep the bedroom cool, dark and quiet, and put phones away for a while before bed. Morning light, mentioned above, also makes it easier to fall asleep at night.</p>
<h2>Stay connected</h2>
<p>Cold weather tends to keep people indoors and apart, and isolation can weigh on mental health. Schedule regular calls or visits with friends and family, join a club or volunteer group, or simply invite a neighbor over for coffee. Checking on older neighbors during stretches of severe cold is a good habit too.</p>
<p>If low mood lasts for weeks, interferes with daily life or comes with thoughts of self-harm, reach out for help. A primary care doctor is a good first step, and anyone in crisis can call or text 988 to reach the 988 Suicide and Crisis Lifeline at any hour.</p>
<h3>Staying safe in the cold</h3>
<ul>
<li>Test smoke and carbon monoxide alarms, and never run a generator or grill indoors.</li>
<li>Keep a blanket, water and snacks in the car in case you are stranded.</li>
<li>Know the early signs of frostbite, such as numbness and pale or waxy skin, and get indoors quickly if they appear.</li>
</ul>
<p>Winter in Michigan is long, but it is also beautiful: fresh snow on a quiet street, a clear cold night full of stars, a warm kitchen after a walk. With a little light, movement and company, the season can be something to enjoy rather than merely endure.</p>
`,
}
