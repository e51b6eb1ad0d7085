import type { Locale } from '@dav/contract';

/**
 * The scaffolding of a question, per language: pronouns, articles, auxiliaries, question words,
 * "I would like", "can you"; not negations ("aucune offre", "keine Stelle"). They still count (they are all "who are you" has), but weakly, so that
 * "vous avez un blog ?" is about the blog and not about every example that starts "vous avez un".
 * Informal forms (tu, du, tú, vosotros) are listed with the formal ones.
 */
export const FILLER_WORDS: Record<Locale, string> = {
  fr: `je j tu t il elle on nous vous me m moi toi te se s lui y en ce c ça ca cela ceci est es suis êtes etes sont
    ai as a avez avons ont été etre être avoir un une des le la les l du de d à au aux et ou pour par sur dans avec
    chez mon ma mes ton ta tes votre vos notre nos son sa ses leur leurs cette ces quoi que qu quel quelle quels
    quelles comment où ou quand pourquoi est-ce peux peut pouvez puis pourriez pourrais voudrais veux veut voulez
    voudrions souhaite souhaiterais aimerais faire fais fait faites bien très tres svp stp plait plaît il-y-a
    si oui alors donc aussi encore déjà deja`,
  en: `i i'm im me my mine you your yours u ur we our us they them it its it's is are am be been was were do does
    did can could would will shall should may might like want wanna please a an the of to in on for with at by from
    and or what what's whats which how where when who why there any some have has had got get this that these those
    so just also too very really yes`,
  es: `yo tú tu te me mi mis usted ustedes vosotros vosotras vuestro vuestra vuestros vuestras os nos nosotros se
    su sus es soy eres son está esta estás estas estáis estais están hay ser estar un una unos unas el la los las
    lo de del en a al y o para por con que qué como cómo dónde donde cuál cual cuáles cuando cuándo quiero quiere
    quisiera querría puedo puedes puede podéis podeis pueden tengo tienes tiene tenéis teneis tienen me gustaría
    gustaria hacer hago hace favor muy bien sí si ya también tambien algo alguna alguno`,
  de: `ich du er sie es wir ihr mich mir dich dir sich uns euch euer eure euren eurem mein meine meinen meinem
    dein deine ihre ihren sein seine ist bin bist sind seid war habe hast hat habt haben ein eine einen einem einer
    der die das den dem des und oder in im an am auf aus zu zum zur für fur mit von vom bei was wie wo wann wer
    welche welcher welches warum kann kannst könnt konnt können konnen möchte mochte möchten will willst wollen
    würde wurde würden gern gerne bitte gibt es da denn mal doch auch noch schon sehr ja`,
};
