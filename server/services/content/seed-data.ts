import type { NewBlogPost } from '../../db/blogs-repository';
import type { NewExpert } from '../../db/experts-repository';
import type { Weekday, WorkingHours } from '../../../src/domain/expert-profile';

// Demo content for a fresh install: original articles and fictional experts, so the
// blog, related posts, the expert carousel and the sitemap have something real to show.
// The people are invented; the avatars are illustrations, not photographs.

type SeedPost = NewBlogPost & { blogId: string; title: string; content: string; category: string; createdAt: string };

const image = (slug: string) => `/images/blog/${slug}.svg`;

export const SEED_BLOG_POSTS: SeedPost[] = [
  {
    blogId: 'exam-stress-survival-guide',
    title: 'Exam Season Without the Panic: A Practical Guide for Students and Parents',
    author: 'Kavya Iyer',
    category: 'Stress and Anxiety',
    featuredImage: image('exam-stress-survival-guide'),
    createdAt: '2025-02-14T05:30:00.000Z',
    content: `
<p>Every year, from the board exams in February to the entrance tests that follow, lakhs of homes across India go quiet in a particular way. Televisions are switched off, relatives are asked not to visit, and a student sits at a desk with a racing heart and a timetable taped to the wall. Some pressure is normal and can even help you focus. But when worry starts to steal sleep, appetite and joy, it deserves attention.</p>
<h2>What exam stress looks like</h2>
<p>Stress does not always look like tears. It often shows up quietly, in the body and in habits:</p>
<ul>
<li>Trouble falling asleep, or waking up at 4 a.m. with a mind full of chapters</li>
<li>Headaches, stomach aches or a tight chest before tests</li>
<li>Reading the same page again and again without taking anything in</li>
<li>Snapping at family, or withdrawing from friends</li>
<li>Thoughts like <em>if I fail, my life is over</em></li>
</ul>
<p>None of these mean something is wrong with you. They are signs that your mind is carrying a heavy load and needs some support.</p>
<h2>Small habits that make a real difference</h2>
<h3>Study in focused blocks</h3>
<p>Try 45 minutes of study followed by a 10-minute break away from the screen. Stretch, drink water, step onto the balcony. Short breaks help memory more than long, exhausted stretches do.</p>
<h3>Protect your sleep</h3>
<p>Late-night revision feels productive, but a tired brain remembers less. Aim for seven to eight hours, and keep the phone outside the room for the last half hour before bed.</p>
<h3>Eat and move like it matters</h3>
<p>Regular meals, a handful of nuts, fruit and enough water keep energy steady. A brisk 15-minute walk in the evening can settle a restless mind.</p>
<h3>Talk back to catastrophic thoughts</h3>
<p>When you notice a thought like <em>I will never finish this syllabus</em>, pause and ask: what is one chapter I can finish today? Breaking a mountain into steps makes it climbable.</p>
<h2>For parents: how to help without adding pressure</h2>
<p>Your child already knows the exams are important. What they need most from you is steadiness. Ask how they are feeling, not only how much they studied. Avoid comparisons with cousins or neighbours. Remind them, in words and in actions, that your love does not depend on a rank or a percentage.</p>
<blockquote>A result is one day in a long life. Your child’s wellbeing is every day.</blockquote>
<h2>When to reach out for more help</h2>
<p>If worry is constant, if your child stops eating or sleeping, has panic attacks, or talks about not wanting to live, please do not wait for the exams to end. A counsellor can help a student learn to manage anxiety in just a few sessions. You can also call <strong>Tele-MANAS on 14416</strong>, the free national mental health helpline, any time of day, in many Indian languages. In an emergency, call 112.</p>
<p>Exams test what you have learned. They do not measure your worth. Taking care of your mind is part of preparing well.</p>
`,
  },
  {
    blogId: 'when-sadness-stays',
    title: 'When Sadness Stays: Recognising Depression in Everyday Life',
    author: 'Harpreet Kaur',
    category: 'Depression, Mental Health',
    featuredImage: image('when-sadness-stays'),
    createdAt: '2025-05-06T04:00:00.000Z',
    content: `
<p>Everyone has low days. A disappointing result, a fight at home or a lonely festival can leave us feeling flat for a while. Usually the heaviness lifts on its own. Sometimes, though, it settles in and does not leave. When sadness stays for weeks and begins to shape how we live, it may be depression, and it is worth taking seriously.</p>
<h2>Depression is more than feeling sad</h2>
<p>Many people imagine depression as constant crying. In reality it often feels like emptiness, tiredness or numbness. In many Indian families it is described in the language of the body: <em>my body aches, I have no energy, my head feels heavy</em>. Common signs include:</p>
<ul>
<li>Losing interest in things you used to enjoy, such as music, cricket, cooking or friends</li>
<li>Sleeping much more or much less than usual</li>
<li>Changes in appetite or weight</li>
<li>Feeling tired even after rest</li>
<li>Difficulty concentrating at work or in studies</li>
<li>Feeling worthless, guilty or like a burden to others</li>
<li>Thoughts that life is not worth living</li>
</ul>
<p>If several of these have been present most days for two weeks or more, it is a good time to talk to a professional.</p>
<h2>Why we often miss it</h2>
<p>Depression can be hard to see from the inside. It tells you that you are simply lazy or weak, and that you should manage on your own. Families may say <em>just think positive</em> or <em>everyone has problems</em>. These words are usually meant kindly, but they can make a person feel more alone.</p>
<p>It can also look different across life stages. A teenager may seem irritable rather than sad. A new mother may feel guilty for not feeling happy. An older parent may simply say they are tired of everything.</p>
<h2>Gentle first steps</h2>
<ol>
<li><strong>Name it.</strong> Saying <em>I have not been feeling like myself</em> to someone you trust is a powerful start.</li>
<li><strong>Keep a simple routine.</strong> Wake up at the same time, step outside for a few minutes of daylight, and eat regular meals, even small ones.</li>
<li><strong>Do one small thing.</strong> Depression shrinks motivation. Choose one tiny task, like a shower or a short walk, and count it as a win.</li>
<li><strong>Stay connected.</strong> A short phone call or a cup of chai with a friend matters more than it seems.</li>
<li><strong>Try a self-assessment.</strong> A free screening can help you put words to what you feel. It is not a diagnosis, but it can guide your next step.</li>
</ol>
<h2>Getting professional support</h2>
<p>Talking with a trained counsellor or psychologist gives you a private space to understand what is happening and to learn ways to cope. Sometimes they may suggest also seeing a psychiatrist or your doctor. Seeking help is a sign of strength, not failure.</p>
<p>If you ever have thoughts of harming yourself, please reach out right away. Call <strong>Tele-MANAS on 14416</strong>, free and available 24x7 in many languages, or call 112 in an emergency. You do not have to carry this alone.</p>
`,
  },
  {
    blogId: 'burnout-is-not-a-badge',
    title: 'Burnout Is Not a Badge of Honour: Handling Work Stress',
    author: 'Arjun Mehta',
    category: 'Stress and Anxiety, Article',
    featuredImage: image('burnout-is-not-a-badge'),
    createdAt: '2025-08-19T06:15:00.000Z',
    content: `
<p>Long commutes, late-evening calls with teams in other time zones, weekend messages from the manager, and a constant feeling of being behind. For many working people in India, this is simply what work looks like. We often treat exhaustion as proof of dedication. But running on empty for months does not make us better at our jobs. It wears us down.</p>
<h2>Stress and burnout are not the same</h2>
<p>Stress usually feels like too much: too many tasks, too little time. You are still engaged and hoping to catch up. Burnout feels like too little: too little energy, too little meaning, too little left to give. People describe it as:</p>
<ul>
<li>Feeling drained before the day has even started</li>
<li>Becoming cynical or detached about work you once cared about</li>
<li>Finding it hard to concentrate or make simple decisions</li>
<li>Getting frequent headaches, body pain or colds</li>
<li>Dreading Sunday evenings every single week</li>
</ul>
<h2>Practical ways to protect yourself</h2>
<h3>Draw a few clear boundaries</h3>
<p>You may not control your workload, but you can often decide small things. Turn off work notifications after a fixed hour. Keep one meal a day free from screens. If you work from home, close the laptop and put it away at the end of the day, so your home stops feeling like the office.</p>
<h3>Plan your energy, not just your time</h3>
<p>Notice when you think most clearly and protect that time for demanding work. Save routine tasks for when energy dips. Short breaks between meetings, even two minutes of slow breathing, help your nervous system reset.</p>
<h3>Say what you need</h3>
<p>Many of us hesitate to speak up, fearing we will look weak. A calm, specific conversation often works better than silent suffering: <em>I have three deadlines this week. Which one should come first?</em></p>
<h3>Refill outside work</h3>
<p>Rest is not only sleep. It is time with people who make you laugh, a hobby that has nothing to do with your job, prayer or quiet time, or a walk in a park. These are not luxuries; they are maintenance.</p>
<h2>When it is time to get support</h2>
<p>If you feel hopeless, cannot switch off even on holidays, are relying more on alcohol or other substances to cope, or your sleep and relationships are suffering, it may be time to talk to someone. A counsellor can help you sort out what is in your control, build coping skills and think through bigger decisions without pressure.</p>
<p>If work stress ever leads to thoughts of ending your life, please call <strong>Tele-MANAS on 14416</strong> right away. It is free and open around the clock.</p>
<p>Your job is a part of your life, not the whole of it. Looking after yourself is what makes good work possible for years, not just this quarter.</p>
`,
  },
  {
    blogId: 'your-first-therapy-session',
    title: 'Your First Therapy Session: What Actually Happens',
    author: 'Meera Krishnan',
    category: 'Healthcare, Mental Health',
    featuredImage: image('your-first-therapy-session'),
    createdAt: '2025-10-10T07:45:00.000Z',
    content: `
<p>Booking a first therapy session can take months of quiet thinking. Many people tell us they had the page open several times before they clicked. If you are at that point, it may help to know exactly what to expect, so that the unknown feels a little smaller.</p>
<h2>Before the session</h2>
<p>When you book, you share a few basic details and a little about why you are reaching out. You do not need to have the right words. <em>I have been feeling anxious</em> or <em>my relationship is struggling</em> is enough. Find a quiet, private place for the call, use headphones if you can, and keep some water nearby.</p>
<h2>During the first session</h2>
<p>The first meeting is mostly about getting to know each other. Your counsellor will usually:</p>
<ul>
<li>Explain confidentiality: what you share stays private, with a few safety-related exceptions they will describe clearly</li>
<li>Ask what brings you here and what you hope might change</li>
<li>Ask some background questions about your family, work or studies, sleep, health and support system</li>
<li>Invite your questions about how therapy works</li>
</ul>
<p>You can go at your own pace. If a question feels too personal for now, it is completely fine to say so. A good therapist will respect that.</p>
<h2>Common worries, honestly answered</h2>
<h3>Will they judge me?</h3>
<p>Counsellors are trained to listen without judgement. Whatever you are going through, they have likely heard something similar before, and their job is to understand, not to criticise.</p>
<h3>What if I cry or go blank?</h3>
<p>Both are normal. Tears are welcome, and silence is allowed. There is no performance to give.</p>
<h3>Do I have to talk about my childhood?</h3>
<p>Only if it is relevant and you are ready. Many approaches focus mostly on the present and on practical skills.</p>
<h3>Will I be told what to do?</h3>
<p>Therapy is a collaboration. Your counsellor may offer ideas and exercises, but you remain in charge of your decisions.</p>
<h2>After the session</h2>
<p>It is common to feel lighter, tired, or a little stirred up afterwards. Give yourself some quiet time. Over the next few sessions you and your counsellor will agree on goals and a rough plan. Most people notice whether the fit feels right within two or three meetings. If it does not, it is perfectly acceptable to ask for a different counsellor.</p>
<h2>Making the most of therapy</h2>
<ol>
<li>Be as honest as you can, including about what is not helping.</li>
<li>Try the small exercises between sessions.</li>
<li>Note down thoughts or situations you want to discuss.</li>
</ol>
<p>Therapy is not an emergency service. If you are in crisis, call <strong>Tele-MANAS on 14416</strong> or 112 immediately. For everything else, taking that first step is often the hardest part, and you have already started by reading this.</p>
`,
  },
  {
    blogId: 'talking-to-family-about-mental-health',
    title: 'Talking to Your Family About Mental Health',
    author: 'Farah Siddiqui',
    category: 'Relationships, Mental Health',
    featuredImage: image('talking-to-family-about-mental-health'),
    createdAt: '2026-01-12T08:30:00.000Z',
    content: `
<p>In many Indian homes, the family is where we turn for everything: money, marriage, jobs, health. Yet mental health can be the one subject nobody mentions. Parents may worry about what relatives will say. Young people may fear being called dramatic or ungrateful. The silence is understandable, but it often leaves people struggling alone under the same roof.</p>
<h2>Why this conversation feels so hard</h2>
<ul>
<li><strong>Different vocabularies.</strong> Older generations may describe emotional pain as tension, weakness or too much thinking, while younger people use words like anxiety or burnout.</li>
<li><strong>Fear of stigma.</strong> There can be worry that seeing a counsellor means something is seriously wrong, or that it will affect marriage prospects.</li>
<li><strong>Love expressed as advice.</strong> Families often try to fix problems quickly, with suggestions like eat better, pray more or stop overthinking.</li>
</ul>
<p>Understanding these patterns makes it easier to approach the conversation with patience rather than frustration.</p>
<h2>Preparing to talk</h2>
<h3>Choose the right person and moment</h3>
<p>You do not need to tell the whole family at once. Start with the person most likely to listen, perhaps a sibling, a cousin or one parent. Pick a calm time, not in the middle of an argument or just before guests arrive.</p>
<h3>Use simple, concrete language</h3>
<p>Instead of a label, describe what is happening: <em>For the last two months I have not been sleeping, I feel tired all the time and I cannot focus at work.</em> Concrete examples are harder to dismiss.</p>
<h3>Say what you need</h3>
<p>Do you want them just to listen? To help you find a counsellor? To stop asking about results for a while? People often feel more at ease when they know how to help.</p>
<h2>If the first reaction is not what you hoped</h2>
<p>Family members may respond with denial, worry or even anger. This is often fear talking. Give them time. You might share a short article, or invite them to speak with your counsellor in a family session. Many parents soften once they see that therapy is a practical, respectful process.</p>
<h2>If you are the parent</h2>
<p>If your child comes to you, the most important thing is to listen without rushing to solutions. Thank them for trusting you. Ask questions like <em>what would help right now?</em> Your calm presence tells them they are not a burden.</p>
<blockquote>You do not need to understand everything to be supportive. You only need to stay.</blockquote>
<h2>Support is available</h2>
<p>Individual or family sessions can give everyone a safe, guided space to talk. And if anyone in the family is in crisis, <strong>Tele-MANAS on 14416</strong> is free, confidential and available 24x7 in many Indian languages. In an emergency, call 112.</p>
`,
  },
  {
    blogId: 'small-repairs-for-couples',
    title: 'Small Repairs: Everyday Communication for Couples',
    author: 'Farah Siddiqui',
    category: 'Relationships',
    featuredImage: image('small-repairs-for-couples'),
    createdAt: '2026-03-23T10:00:00.000Z',
    content: `
<p>Most couples do not fall apart because of one big fight. They drift, slowly, through hundreds of small moments where one person reached out and the other did not notice. The good news is that the opposite also works: small, repeated acts of attention can rebuild closeness, even after a difficult period.</p>
<h2>Why everyday communication breaks down</h2>
<p>Busy jobs, children, in-laws, money worries and phone screens all compete for attention. Couples who once talked for hours may now only discuss bills and school fees. Over time each person starts to feel unseen, and small irritations grow into bigger resentment.</p>
<h2>Five habits that help</h2>
<h3>1. Notice the bids</h3>
<p>A bid is any attempt to connect: sharing a funny video, sighing after a long day, asking <em>did you see this?</em> Turning towards it with a look, a question or a smile tells your partner that they matter. Ignoring it, again and again, quietly tells them the opposite.</p>
<h3>2. Start difficult topics gently</h3>
<p>How a conversation begins often decides how it ends. Compare <em>you never help at home</em> with <em>I am feeling overwhelmed with the housework; can we plan this week together?</em> The second invites teamwork rather than defence.</p>
<h3>3. Use I statements</h3>
<p>Describe your feeling and your need, not your partner’s character: <em>I felt hurt when plans changed without a call. I would like us to check with each other first.</em></p>
<h3>4. Take a break when it gets heated</h3>
<p>When voices rise and hearts race, nobody is really listening. Agree on a signal to pause for twenty minutes, do something calming, and then come back to the topic. The key is to actually return.</p>
<h3>5. Repair quickly</h3>
<p>Every couple argues. What matters is repair: an apology, a joke, a hand on the shoulder, or simply saying <em>I do not want us to fight; let us try again</em>. Repair attempts keep small wounds from becoming deep ones.</p>
<h2>A ten-minute daily check-in</h2>
<p>Set aside ten minutes each day, without phones, to ask each other:</p>
<ul>
<li>What was the best and hardest part of your day?</li>
<li>Is there anything you need from me tomorrow?</li>
<li>What is one thing you appreciated about us today?</li>
</ul>
<p>It sounds simple, and it is. Done consistently, it builds a habit of curiosity about each other.</p>
<h2>When to consider couples therapy</h2>
<p>If the same arguments repeat for months, if trust has been broken, or if you feel more like flatmates than partners, couples therapy can help. A trained therapist does not take sides. They help both of you understand the patterns you are caught in and practise new ways of talking. Many couples find it useful long before things reach a crisis.</p>
<p>If there is any violence or you feel unsafe at home, your safety comes first. Call 112 in an emergency, or reach out to the national women’s helpline on 181.</p>
`,
  },
  {
    blogId: 'sleep-screens-and-mood',
    title: 'Sleep, Screens and Mood: Building a Kinder Night Routine',
    author: 'Rohan Das',
    category: 'Healthcare, Depression',
    featuredImage: image('sleep-screens-and-mood'),
    createdAt: '2026-06-30T14:30:00.000Z',
    content: `
<p>It is 1 a.m. You meant to sleep an hour ago, but one more video turned into twenty. Tomorrow you will be tired, a little irritable, and promise yourself an early night. Sound familiar? Sleep and mood are closely linked. Poor sleep makes stress feel heavier, and worry or low mood make sleep harder. The cycle can be broken, one small habit at a time.</p>
<h2>How sleep affects the way we feel</h2>
<p>During good sleep, the brain processes the day’s emotions and restores energy. After several short nights, many people notice they are more anxious, less patient and quicker to feel hopeless. Persistent sleep problems are also common in depression and anxiety, which is why counsellors often ask about sleep early on.</p>
<h2>Common sleep disruptors</h2>
<ul>
<li>Scrolling in bed, where bright screens and endless content keep the mind alert</li>
<li>Irregular timings, with late nights on weekends and early alarms on weekdays</li>
<li>Strong tea or coffee late in the afternoon or evening</li>
<li>Heavy dinners eaten just before lying down</li>
<li>Worrying about tomorrow while trying to fall asleep</li>
</ul>
<h2>A kinder night routine</h2>
<h3>Keep a steady wake-up time</h3>
<p>It sounds backwards, but waking up at the same time every day, even on Sundays, is one of the most reliable ways to fall asleep more easily at night.</p>
<h3>Create a screen sunset</h3>
<p>Put the phone on charge outside the bedroom, or at least across the room, thirty to sixty minutes before bed. Use that time for a warm bath, light stretching, reading a paper book or listening to calm music.</p>
<h3>Write the worries down</h3>
<p>Keep a notebook by the bed. If your mind is busy, write down what is bothering you and one small next step for tomorrow. It tells your brain that the thought is safe on paper and can be set aside for now.</p>
<h3>Make the room restful</h3>
<p>Dim lights, a comfortable temperature and as little noise as possible all help. In shared homes, an eye mask and earplugs can make a real difference.</p>
<h3>If you cannot sleep, get up</h3>
<p>Lying awake for a long time teaches the brain that bed is a place for worry. After about twenty minutes, move to another room, do something quiet in low light, and return when you feel sleepy.</p>
<h2>When to seek help</h2>
<p>If sleep problems last for more than a few weeks, or come with low mood, loss of interest, panic or constant worry, please talk to a doctor or a mental health professional. Sleep difficulties can have many causes, and the right support depends on understanding yours. If you are struggling with difficult thoughts late at night, <strong>Tele-MANAS on 14416</strong> is free and answers 24x7.</p>
<p>Rest is not a reward you earn after finishing everything. It is what makes everything else possible.</p>
`,
  },
  {
    blogId: 'grieving-in-a-busy-world',
    title: 'Grieving in a Busy World: Making Room for Loss',
    author: 'Harpreet Kaur',
    category: 'Article, Mental Health',
    featuredImage: image('grieving-in-a-busy-world'),
    createdAt: '2026-09-08T09:15:00.000Z',
    content: `
<p>In the days after a death, homes fill with people. Relatives arrive, rituals are performed, meals appear at the door. Then, after the thirteenth day or the final prayer meeting, everyone goes back to their lives. For the people closest to the loss, this is often when grief truly begins.</p>
<h2>Grief has no fixed timetable</h2>
<p>We sometimes expect grief to move neatly through stages and finish within a few months. Real grief is messier. It comes in waves, sometimes triggered by a song, a festival, a smell in the kitchen or an empty chair at the dinner table. Alongside sadness, people often feel:</p>
<ul>
<li>Anger, at the illness, at doctors, at God, or even at the person who died</li>
<li>Guilt about things said or unsaid</li>
<li>Relief, especially after a long illness, and then guilt about that relief</li>
<li>Numbness, or a sense that the loss is not real</li>
<li>Tiredness, poor sleep and difficulty concentrating</li>
</ul>
<p>All of these are common human responses to loss.</p>
<h2>Losses that often go unrecognised</h2>
<p>Not every grief is acknowledged by others. A miscarriage, the death of a pet, the end of a marriage, a parent’s dementia or moving far from home can all bring deep grief, even when people around you do not see it as a loss. Your grief is valid even if there was no ceremony.</p>
<h2>Ways to care for yourself while grieving</h2>
<ol>
<li><strong>Allow the feelings.</strong> You do not need to be strong for everyone all the time. Crying, talking or sitting quietly are all ways the mind makes sense of loss.</li>
<li><strong>Keep a few anchors.</strong> Regular meals, a short walk and a set bedtime provide stability when everything else feels uncertain.</li>
<li><strong>Remember in your own way.</strong> Cook their favourite dish, write them a letter, keep a photograph where you can see it, or continue something they cared about.</li>
<li><strong>Accept practical help.</strong> When someone asks how they can help, give them a specific task, like buying groceries or sitting with you on a difficult date.</li>
<li><strong>Go easy on big decisions.</strong> Where possible, wait a while before major choices about money, work or moving house.</li>
</ol>
<h2>Supporting someone who is grieving</h2>
<p>You do not need the perfect words. Saying their loved one’s name, sharing a memory, or simply checking in weeks and months later means a great deal. Avoid phrases like <em>everything happens for a reason</em>. A simple <em>I am here, and I remember too</em> is often enough.</p>
<h2>When grief becomes too heavy</h2>
<p>Sometimes grief does not soften with time and begins to block daily life for many months. If you feel unable to function, lose all interest in living, or have thoughts of joining the person you lost, please reach out for professional support. A grief counsellor can walk alongside you. For immediate help, call <strong>Tele-MANAS on 14416</strong>, free and available 24x7, or 112 in an emergency.</p>
`,
  },
];

/** Working hours on each of `days`, from and to on the 24-hour IST clock. */
function weekdays(days: readonly Weekday[], from: string, to: string): WorkingHours[] {
  return days.map((day) => ({ day, from, to }));
}

export const SEED_EXPERTS: NewExpert[] = [
  {
    originalId: 1,
    name: 'Meera Krishnan',
    position: 'Counselling Psychologist',
    imageSrc: '/images/experts/meera-krishnan.svg',
    certifications: 'M.A. Counselling Psychology, Certificate in Cognitive Behavioural Therapy',
    expertise: 'Anxiety & Stress, Depression, Work-life balance, Self-esteem',
    experience: '8 years',
    uploadedAt: '2025-01-10T06:00:00.000Z',
    bio: 'I work with people who feel stretched thin: exams, new jobs, long hours and the worry that comes with them. Sessions with me are practical and gentle; we look for one small change you can try this week.',
    languages: ['English', 'Hindi', 'Tamil'],
    gender: 'Female',
    concerns: ['Stress and anxiety', 'Depression', 'Work-life balance'],
    kinds: ['individual'],
    hours: weekdays(['mon', 'tue', 'wed', 'thu', 'fri'], '10:00', '18:00'),
    timeOff: [],
  },
  {
    originalId: 2,
    name: 'Arjun Mehta',
    position: 'Clinical Psychologist',
    imageSrc: '/images/experts/arjun-mehta.svg',
    certifications: 'M.Phil Clinical Psychology, RCI registered',
    expertise: 'OCD, Anxiety & Stress, Trauma, Bipolar Disorder',
    experience: '10 years',
    uploadedAt: '2025-01-10T06:05:00.000Z',
    bio: 'Intrusive thoughts, panic and old hurts can make everyday life feel unsafe. I use evidence-based therapy, at a pace you set, to help you feel in charge again.',
    languages: ['English', 'Hindi', 'Marathi'],
    gender: 'Male',
    concerns: ['Stress and anxiety', 'Trauma/PTSD', 'Depression'],
    kinds: ['individual'],
    hours: weekdays(['tue', 'wed', 'thu', 'fri', 'sat'], '14:00', '23:00'),
    timeOff: [],
  },
  {
    originalId: 3,
    name: 'Farah Siddiqui',
    position: 'Couple and Family Therapist',
    imageSrc: '/images/experts/farah-siddiqui.svg',
    certifications: 'M.Sc Psychology, Postgraduate Diploma in Marriage and Family Therapy',
    expertise: 'Couple Therapy, Relationship Issues, Family conflicts, Parenting',
    experience: '12 years',
    uploadedAt: '2025-01-10T06:10:00.000Z',
    bio: 'Couples and families come to me when talking has turned into arguing or into silence. Together we slow things down so that everyone in the room is heard.',
    languages: ['English', 'Hindi', 'Urdu'],
    gender: 'Female',
    concerns: ['Relationship issues', 'Communication issues', 'Trust issues', 'Infidelity', 'Parenting conflicts', 'Recurring arguments', 'Communication Breakdown', 'Long Standing Conflicts', 'Emotional Distance'],
    kinds: ['individual', 'couple', 'family-friends'],
    hours: [...weekdays(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '09:00', '13:00'), ...weekdays(['mon', 'wed', 'fri', 'sat'], '17:00', '23:00')],
    timeOff: [],
  },
  {
    originalId: 4,
    name: 'Rohan Das',
    position: 'Counselling Psychologist',
    imageSrc: '/images/experts/rohan-das.svg',
    certifications: 'M.A. Applied Psychology, Certificate in Queer-Affirmative Counselling Practice',
    expertise: 'LGBTQIA+, Depression, Sleep and lifestyle, Self-esteem',
    experience: '6 years',
    uploadedAt: '2025-01-10T06:15:00.000Z',
    bio: 'A safe, affirming space for LGBTQIA+ people and anyone who feels out of step. We work on low mood, sleep and self-worth, one conversation at a time.',
    languages: ['English', 'Bengali', 'Hindi'],
    gender: 'Male',
    concerns: ['Depression', 'Stress and anxiety', 'Relationship issues'],
    kinds: ['individual'],
    hours: [...weekdays(['mon', 'tue', 'wed', 'thu', 'fri'], '16:00', '23:30'), ...weekdays(['sat'], '10:00', '16:00')],
    timeOff: [],
  },
  {
    originalId: 5,
    name: 'Kavya Iyer',
    position: 'Child and Adolescent Psychologist',
    imageSrc: '/images/experts/kavya-iyer.svg',
    certifications: 'M.Phil Clinical Psychology, RCI registered, Certificate in Play Therapy',
    expertise: 'ADHD & Teenage Issues, Academic stress, Parenting, Anxiety & Stress',
    experience: '9 years',
    uploadedAt: '2025-01-10T06:20:00.000Z',
    bio: 'I work with teenagers and their parents: exam pressure, attention, screens and the distance that can grow at home. Young people are heard first in my sessions.',
    languages: ['English', 'Kannada', 'Tamil', 'Telugu'],
    gender: 'Female',
    concerns: ['Stress and anxiety', 'Parenting conflicts', 'Communication Breakdown', 'Long Standing Conflicts', 'Emotional Distance'],
    kinds: ['individual', 'family-friends'],
    hours: weekdays(['mon', 'tue', 'wed', 'thu', 'fri'], '10:00', '17:00'),
    timeOff: [],
  },
  {
    originalId: 6,
    name: 'Harpreet Kaur',
    position: 'Psychiatric Social Worker',
    imageSrc: '/images/experts/harpreet-kaur.svg',
    certifications: 'M.Phil Psychiatric Social Work, RCI registered',
    expertise: 'Grief & Loss, Trauma, Depression, Psychosis',
    experience: '14 years',
    uploadedAt: '2025-01-10T06:25:00.000Z',
    bio: 'Loss, trauma and serious illness can change a whole family. I have walked alongside people through grief for many years, in hospitals and in the community.',
    languages: ['English', 'Hindi', 'Punjabi'],
    gender: 'Female',
    concerns: ['Grief and loss', 'Trauma/PTSD', 'Depression', 'Grief or Loss Within the Family'],
    kinds: ['individual', 'family-friends'],
    hours: weekdays(['wed', 'thu', 'fri', 'sat', 'sun'], '11:00', '19:00'),
    timeOff: [],
  },
];
