/**
 * "Graha in a sign" notes: Sun, Mars, Mercury, Jupiter, Venus and Saturn in each of the twelve signs (the Moon's signs
 * are the `sign_of` notes in entries.ts), paraphrasing Varahamihira's Brihat Jataka ch. 18 (Rashi-sheela, the results
 * of the planets in the signs). One table row per placement, each with its own text in English, Hindi and Tamil.
 * Where the text groups signs (e.g. Mars in either sign of Venus) the grouped result is repeated with that sign's own
 * detail. Verses are not given (the chapter is cited as a whole).
 */
import type { Graha } from '../../constants';
import { fill, type Language } from '../../i18n';
import { planetShort, signShort, type Localized } from '../lexicon';
import { BRIHAT_JATAKA, type CorpusEntry, type Intent } from './rules';

type Row = [en: string, hi: string, ta: string];

/** Index 0 = Aries ... 11 = Pisces. */
const TABLE: Record<'Sun' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn', Row[]> = {
  Sun: [
    ['is famous and clever, fond of travel, bears arms, but has little wealth.', 'प्रसिद्ध और चतुर, यात्राप्रिय, शस्त्रधारी, पर धन थोड़ा।', 'புகழும் சாமர்த்தியமும் உடையவர், பயணப் பிரியர், ஆயுதம் ஏந்துபவர்; ஆனால் செல்வம் குறைவு.'],
    ['lives by cloth and perfumes, dislikes women, and is skilled in singing and instruments.', 'वस्त्र और सुगंध से आजीविका, स्त्रियों से विमुख, गायन-वादन में निपुण।', 'துணி, வாசனைப் பொருட்களால் பிழைப்பு, பெண்களிடம் விருப்பமின்மை, பாட்டிலும் வாத்தியத்திலும் திறமை.'],
    ['is learned, versed in astronomy and astrology, and wealthy.', 'विद्वान, ज्योतिष (गणित-फलित) का ज्ञाता और धनवान।', 'கல்விமான், ஜோதிடம் வானியலில் தேர்ந்தவர், செல்வந்தர்.'],
    ['is sharp-tempered and poor, works for others, and is worn out by journeys.', 'तीखे स्वभाव का, निर्धन, दूसरों का काम करने वाला, यात्राओं से थका हुआ।', 'கடுமையான சுபாவம், வறுமை, பிறருக்காக உழைப்பவர், பயணங்களால் களைப்பவர்.'],
    ['is strong, fond of forests, hills and herds of cattle, but slow of understanding.', 'बलवान, वन, पर्वत और गोशालाओं का प्रेमी, पर मंदबुद्धि।', 'வலிமையானவர், காடு, மலை, மாட்டுத் தொழுவங்களை விரும்புவர்; ஆனால் அறிவில் மந்தம்.'],
    ['is a writer, painter, poet and reckoner, with a delicate, feminine frame.', 'लेखक, चित्रकार, कवि और गणितज्ञ, कोमल स्त्री-सी देह।', 'எழுத்தாளர், ஓவியர், கவிஞர், கணிதர்; மென்மையான பெண்மை உடல்.'],
    ['is a wanderer who works metal or deals in liquor, of low standing.', 'भ्रमणशील, धातु का काम या मदिरा का व्यापार करने वाला, हीन स्थिति।', 'அலைந்து திரிபவர், உலோக வேலை அல்லது மது வியாபாரம், தாழ்ந்த நிலை.'],
    ['is rash and bold, earning by poisons, weapons or fire.', 'साहसी और उतावला, विष, शस्त्र या अग्नि से कमाने वाला।', 'துணிச்சலும் அவசரமும் உடையவர், விஷம், ஆயுதம், நெருப்பு மூலம் சம்பாதிப்பவர்.'],
    ['is respected by the good, wealthy and quick to anger, a physician or craftsman.', 'सज्जनों से सम्मानित, धनवान, क्रोधी, वैद्य या शिल्पी।', 'நல்லோரால் மதிக்கப்படுபவர், செல்வந்தர், கோபக்காரர், வைத்தியர் அல்லது கைவினைஞர்.'],
    ['is mean and greedy, trading in petty goods, poor and dependent on others.', 'क्षुद्र और लोभी, तुच्छ वस्तुओं का व्यापारी, निर्धन और पराश्रित।', 'அற்பமும் பேராசையும் உடையவர், சிறு பொருள் வியாபாரி, வறியவர், பிறரைச் சார்ந்தவர்.'],
    ['is of low standing and poor, with few children and little comfort.', 'हीन स्थिति और निर्धन, संतान कम और सुख थोड़ा।', 'தாழ்ந்த நிலை, வறுமை, குழந்தைகள் குறைவு, சுகம் குறைவு.'],
    ['gains wealth through water and its products, and is honoured by women.', 'जल और जलीय वस्तुओं से धन पाने वाला, स्त्रियों से सम्मानित।', 'நீர், நீர்ப் பொருட்கள் மூலம் செல்வம் பெறுபவர், பெண்களால் மதிக்கப்படுபவர்.'],
  ],
  Mars: [
    ['is honoured by the ruler, a leader and traveller, prospering in trade, with scars on the body.', 'राजा से सम्मानित, नायक और यात्री, व्यापार से समृद्ध, देह पर घाव के चिह्न।', 'அரசனால் மதிக்கப்படுபவர், தலைவர், பயணி, வியாபாரத்தில் செழிப்பு, உடலில் காயத் தழும்புகள்.'],
    ['is ruled by women, losing friends, passionate, fond of fine dress, timid yet harsh.', 'स्त्रियों के वश में, मित्र खोने वाला, कामी, वेशभूषा का शौकीन, डरपोक पर कठोर।', 'பெண்களுக்குக் கட்டுப்பட்டவர், நண்பர்களை இழப்பவர், காம இச்சை, அலங்கார விருப்பம், அச்சமும் கடுமையும்.'],
    ['is bold and capable, skilled in music and in fighting, living away from home, with few children.', 'साहसी और सक्षम, संगीत और युद्ध में कुशल, परदेसवासी, संतान कम।', 'துணிவும் திறமையும் உடையவர், இசையிலும் போரிலும் தேர்ச்சி, வெளியூர் வாசம், குழந்தைகள் குறைவு.'],
    ['gains wealth by voyages over water and is intelligent, but restless and ill at ease.', 'जलयात्रा से धन पाने वाला, बुद्धिमान, पर अशांत और बेचैन।', 'நீர்வழிப் பயணத்தால் செல்வம், அறிவாளி, ஆனால் அமைதியின்மை.'],
    ['is poor, enduring hardship, roaming the wilds, with few children.', 'निर्धन, कष्ट सहने वाला, वनों में घूमने वाला, संतान कम।', 'வறியவர், கஷ்டம் தாங்குபவர், காடுகளில் திரிபவர், குழந்தைகள் குறைவு.'],
    ['is clever with hands and words, fond of ornament, argumentative, gaining through service and skill.', 'हाथ और वाणी में चतुर, आभूषण-प्रिय, विवादी, सेवा और कौशल से लाभ।', 'கையிலும் சொல்லிலும் சாமர்த்தியம், அலங்காரப் பிரியர், வாதப் பிரியர், சேவை திறமையால் லாபம்.'],
    ['is under the sway of women and given to pleasures, loses friends and wealth through them.', 'स्त्रियों के प्रभाव में, भोगप्रिय, उनके कारण मित्र और धन की हानि।', 'பெண்களின் ஆதிக்கத்தில், இன்பப் பிரியர், அதனால் நண்பரும் பொருளும் இழப்பு.'],
    ['is a commander of men, daring and wealthy, but scarred and hot-blooded.', 'सेनानायक-सा, साहसी और धनवान, पर घावों वाला और उग्र।', 'படைத் தலைவர் போன்றவர், துணிச்சலும் செல்வமும், ஆனால் காயங்களும் கொதிப்பும்.'],
    ['has many enemies yet is fearless and famous, a counsellor of rulers, with few children.', 'अनेक शत्रु, फिर भी निर्भय और प्रसिद्ध, राजा का मंत्री, संतान कम।', 'பகைவர் பலர், ஆனால் அச்சமின்றி புகழ் பெற்றவர், அரசனின் மந்திரி, குழந்தைகள் குறைவு.'],
    ['is wealthy with many sons, a ruler or equal to one.', 'धनवान, अनेक पुत्रों वाला, राजा या राजा के समान।', 'செல்வந்தர், பல புதல்வர்கள், அரசன் அல்லது அரசனுக்கு இணையானவர்.'],
    ['is unhappy and poor, a wanderer, untruthful and harsh.', 'दुखी और निर्धन, घुमक्कड़, असत्यवादी और कठोर।', 'துன்பமும் வறுமையும், அலைச்சல், பொய்யும் கடுமையும்.'],
    ['has many enemies yet wins fame and the favour of rulers, with few children.', 'अनेक शत्रु होते हुए भी कीर्ति और राजकृपा, संतान कम।', 'பகைவர் பலர் இருந்தும் புகழும் அரசனின் அருளும், குழந்தைகள் குறைவு.'],
  ],
  Mercury: [
    ['is given to gambling, drink and debt, deceitful and untruthful, with a troubled marriage.', 'जुआ, मद्य और ऋण में लिप्त, कपटी और असत्यवादी, दांपत्य कष्टमय।', 'சூது, மது, கடன் பழக்கம், வஞ்சகமும் பொய்யும், திருமண வாழ்வில் சிரமம்.'],
    ['is a teacher, generous, devoted to elders, blessed with spouse and children.', 'शिक्षक, उदार, गुरुजनों का भक्त, पत्नी और संतान से सुखी।', 'ஆசிரியர், தாராள மனம், பெரியோரிடம் பக்தி, மனைவி மக்களால் மகிழ்ச்சி.'],
    ['is eloquent and proud of it, learned in the sciences and arts, happy.', 'वाक्पटु और आत्मप्रशंसक, शास्त्र और कलाओं में पारंगत, सुखी।', 'சொல்வன்மையும் தற்பெருமையும், சாஸ்திரங்களிலும் கலைகளிலும் தேர்ச்சி, மகிழ்ச்சி.'],
    ['earns through water and voyages, but is at odds with his own kin.', 'जल और जलयात्रा से कमाने वाला, पर अपने स्वजनों से विरोध।', 'நீர், கடல் பயணம் மூலம் சம்பாத்தியம், ஆனால் சொந்தக்காரர்களுடன் பகை.'],
    ['wants for wealth, children and comfort, is disliked by women and wanders.', 'धन, संतान और सुख की कमी, स्त्रियों को अप्रिय, भ्रमणशील।', 'செல்வம், குழந்தை, சுகம் குறைவு, பெண்களுக்குப் பிடிக்காதவர், அலைபவர்.'],
    ['is learned and skilled in writing, speech and arts, liberal and happy.', 'विद्वान, लेखन, वाणी और कलाओं में निपुण, उदार और सुखी।', 'கல்விமான், எழுத்து, பேச்சு, கலைகளில் திறமை, தாராளமும் மகிழ்ச்சியும்.'],
    ['is a teacher and counsellor, generous, with many friends, spouse and children.', 'शिक्षक और सलाहकार, उदार, अनेक मित्र, पत्नी और संतान।', 'ஆசிரியர், ஆலோசகர், தாராள மனம், பல நண்பர்கள், மனைவி மக்கள்.'],
    ['is given to deceit, debts and quarrels, drawn to low company, poor.', 'कपट, ऋण और झगड़ों में लिप्त, नीच संगति, निर्धन।', 'வஞ்சகம், கடன், சண்டை, தாழ்ந்த சகவாசம், வறுமை.'],
    ['is honoured by the ruler, learned and a counsellor, of good repute.', 'राजा से सम्मानित, विद्वान और मंत्री, यशस्वी।', 'அரசனால் மதிக்கப்படுபவர், கல்விமான், மந்திரி, நற்பெயர்.'],
    ['is a servant of others, poor and in debt, toiling at low work.', 'दूसरों का सेवक, निर्धन और ऋणी, हीन कार्यों में श्रम।', 'பிறருக்குப் பணியாளர், வறுமை, கடன், தாழ்ந்த வேலையில் உழைப்பு.'],
    ['works for others without reward and is unskilled and without means.', 'बिना फल दूसरों के लिए श्रम, अकुशल और साधनहीन।', 'பலனின்றிப் பிறருக்காக உழைப்பவர், திறமையும் வசதியும் இல்லாதவர்.'],
    ['serves the ruler well and is learned, yet lives away from his own people.', 'राजसेवा में कुशल, विद्वान, पर अपने लोगों से दूर रहने वाला।', 'அரச சேவையில் சிறந்தவர், கல்விமான், ஆனால் தன்னவரிடமிருந்து தொலைவில் வாழ்பவர்.'],
  ],
  Jupiter: [
    ['is a commander with many followers, wealthy and generous, with children, though harsh in manner.', 'अनेक अनुचरों वाला सेनानायक, धनवान और दानी, संतानवान, पर स्वभाव से कठोर।', 'பல சேவகர்களுடன் படைத்தலைவர், செல்வமும் கொடையும், குழந்தைகள், ஆனால் கடுமையான நடத்தை.'],
    ['is healthy in body, happy and wealthy, with friends and children.', 'स्वस्थ शरीर, सुखी और धनवान, मित्र और संतान से युक्त।', 'ஆரோக்கியமான உடல், மகிழ்ச்சி, செல்வம், நண்பர்களும் குழந்தைகளும்.'],
    ['is well dressed and wealthy, a counsellor, with children and friends.', 'सुंदर वस्त्रों वाला, धनवान, मंत्री, संतान और मित्रों से युक्त।', 'நல்ல ஆடை, செல்வம், மந்திரி, குழந்தைகள், நண்பர்கள்.'],
    ['is handsome, learned and happy, rich in gems and wealth (Jupiter exalted).', 'सुंदर, विद्वान और सुखी, रत्नों और धन से समृद्ध (उच्च गुरु)।', 'அழகும் கல்வியும் மகிழ்ச்சியும், ரத்தினங்களும் செல்வமும் (உச்ச குரு).'],
    ['is a leader among men, steady and strong, with a large following and wealth.', 'लोगों में नायक, स्थिर और बलवान, बड़े परिवार-अनुचर और धन वाला।', 'மக்களிடையே தலைவர், நிலையும் வலிமையும், பெரும் சுற்றமும் செல்வமும்.'],
    ['is a counsellor with fine clothes, children and friends, prosperous.', 'मंत्री, सुंदर वस्त्र, संतान और मित्रों से युक्त, समृद्ध।', 'மந்திரி, நல்ல ஆடைகள், குழந்தைகள், நண்பர்கள், செழிப்பு.'],
    ['is healthy and happy, wealthy, with many friends and children.', 'स्वस्थ और सुखी, धनवान, अनेक मित्र और संतान।', 'ஆரோக்கியமும் மகிழ்ச்சியும், செல்வம், பல நண்பர்களும் குழந்தைகளும்.'],
    ['leads many, is learned in scripture, wealthy and blessed with children, but hard of temper.', 'अनेकों का नायक, शास्त्रज्ञ, धनवान, संतानवान, पर कठोर स्वभाव।', 'பலருக்குத் தலைவர், சாஸ்திர ஞானம், செல்வம், குழந்தைகள், ஆனால் கடுமையான குணம்.'],
    ['is a governor or head of a region, wealthy and respected (own sign).', 'प्रांत का अधिपति या प्रमुख, धनवान और प्रतिष्ठित (स्वराशि)।', 'ஒரு பகுதியின் ஆட்சியாளர் அல்லது தலைவர், செல்வமும் மதிப்பும் (ஆட்சி).'],
    ['is of low standing, unhappy and poor, toiling hard (Jupiter debilitated).', 'हीन स्थिति, दुखी और निर्धन, कठोर परिश्रम (नीच गुरु)।', 'தாழ்ந்த நிலை, துன்பமும் வறுமையும், கடும் உழைப்பு (நீச குரு).'],
    ['is good-natured and learned, with wealth, gems and comfort, but some sorrow through children.', 'सज्जन और विद्वान, धन, रत्न और सुख, पर संतान से कुछ दुःख।', 'நற்குணமும் கல்வியும், செல்வம், ரத்தினம், சுகம், ஆனால் குழந்தைகளால் சிறிது துன்பம்.'],
    ['is head of a region, wealthy, learned and respected (own sign).', 'प्रांत का प्रमुख, धनवान, विद्वान और प्रतिष्ठित (स्वराशि)।', 'ஒரு பகுதியின் தலைவர், செல்வம், கல்வி, மதிப்பு (ஆட்சி).'],
  ],
  Venus: [
    ['is drawn to others\' spouses, loses wealth through it, earns enmity and a bad name.', 'पराई स्त्री की ओर आकृष्ट, उससे धनहानि, शत्रुता और अपयश।', 'பிறர் மனைவியிடம் ஈர்ப்பு, அதனால் செல்வ இழப்பு, பகையும் அவப்பெயரும்.'],
    ['is wealthy by his own effort, honoured by the ruler, a leader of his kin, famous and brave (own sign).', 'अपने परिश्रम से धनवान, राजसम्मानित, बंधुओं का प्रमुख, यशस्वी और वीर (स्वराशि)।', 'சொந்த முயற்சியால் செல்வம், அரசனால் மதிப்பு, உறவினர் தலைவர், புகழும் வீரமும் (ஆட்சி).'],
    ['is in the service of the ruler, wealthy and learned, fond of the arts.', 'राजसेवा में, धनवान और विद्वान, कलाप्रेमी।', 'அரச சேவையில், செல்வமும் கல்வியும், கலைப் பிரியர்.'],
    ['has two marriages or two loves, proud yet timid and sorrowful.', 'दो विवाह या दो प्रेम, अभिमानी पर डरपोक और दुखी।', 'இரு திருமணம் அல்லது இரு காதல், கர்வமும் அச்சமும் துயரமும்.'],
    ['gains wealth through women and has few children.', 'स्त्रियों के माध्यम से धन लाभ, संतान कम।', 'பெண்கள் மூலம் செல்வ லாபம், குழந்தைகள் குறைவு.'],
    ['is of low deeds and meagre means (Venus debilitated).', 'हीन कर्म और अल्प साधन (नीच शुक्र)।', 'தாழ்ந்த செயல்களும் குறைந்த வசதியும் (நீச சுக்கிரன்).'],
    ['is wealthy by his own effort, honoured, famous among his kin and bold (own sign).', 'अपने परिश्रम से धनवान, सम्मानित, बंधुओं में यशस्वी और साहसी (स्वराशि)।', 'சொந்த முயற்சியால் செல்வம், மதிப்பு, உறவினரிடையே புகழ், துணிவு (ஆட்சி).'],
    ['is quarrelsome in love, spends on others\' spouses, disliked, losing wealth.', 'प्रेम में कलहप्रिय, पराई स्त्री पर व्यय, अप्रिय, धनहानि।', 'காதலில் சண்டை, பிறர் மனைவிக்காகச் செலவு, வெறுக்கப்படுபவர், செல்வ இழப்பு.'],
    ['is virtuous and wealthy, honoured and respected.', 'सदाचारी और धनवान, सम्मानित और प्रतिष्ठित।', 'நல்லொழுக்கமும் செல்வமும், மதிப்பும் மரியாதையும்.'],
    ['is drawn to older or low company in love, unhappy and subservient.', 'प्रेम में वृद्ध या हीन संगति की ओर, दुखी और पराधीन।', 'காதலில் வயதானவர் அல்லது தாழ்ந்தவர் சகவாசம், துன்பமும் அடிமைத்தனமும்.'],
    ['is given to low pleasures, fearful and troubled, in others\' service.', 'हीन भोगों में रत, भयभीत और व्यथित, पराई सेवा में।', 'தாழ்ந்த இன்பங்களில் ஈடுபாடு, அச்சமும் கவலையும், பிறருக்குச் சேவை.'],
    ['is learned, wealthy, honoured by the ruler and famous (Venus exalted).', 'विद्वान, धनवान, राजसम्मानित और प्रसिद्ध (उच्च शुक्र)।', 'கல்விமான், செல்வந்தர், அரசனால் மதிக்கப்படுபவர், புகழ் பெற்றவர் (உச்ச சுக்கிரன்).'],
  ],
  Saturn: [
    ['is foolish and wandering, deceitful and without friends (Saturn debilitated).', 'मूर्ख और भटकने वाला, कपटी और मित्रहीन (नीच शनि)।', 'அறிவின்மை, அலைச்சல், வஞ்சகம், நண்பர்கள் இல்லாமை (நீச சனி).'],
    ['serves low people, is poor and is married to an unsuitable partner.', 'नीच लोगों की सेवा, निर्धन, अनुपयुक्त जीवनसाथी।', 'தாழ்ந்தவர்களுக்குச் சேவை, வறுமை, பொருந்தாத வாழ்க்கைத் துணை.'],
    ['is shameless and poor, with few children, a clerk or drudge, cunning.', 'निर्लज्ज और निर्धन, संतान कम, लिपिक या सेवक, धूर्त।', 'வெட்கமின்மை, வறுமை, குழந்தைகள் குறைவு, எழுத்தர் அல்லது கூலியாள், தந்திரம்.'],
    ['is poor and sickly, losing the mother\'s care early, dull of speech.', 'निर्धन और रोगी, माता के सुख से जल्दी वंचित, वाणी में मंद।', 'வறுமையும் நோயும், தாயின் அரவணைப்பை இளமையில் இழப்பவர், பேச்சில் மந்தம்.'],
    ['is without happiness, spouse or children, carrying others\' burdens.', 'सुख, पत्नी या संतान से रहित, दूसरों का बोझ उठाने वाला।', 'சுகம், மனைவி, குழந்தைகள் இல்லாமை, பிறர் சுமையைச் சுமப்பவர்.'],
    ['is shameless and poor, with few children, working for others.', 'निर्लज्ज और निर्धन, संतान कम, दूसरों के लिए काम करने वाला।', 'வெட்கமின்மை, வறுமை, குழந்தைகள் குறைவு, பிறருக்காக உழைப்பவர்.'],
    ['is famous and a leader of men, wealthy (Saturn exalted).', 'प्रसिद्ध और जननायक, धनवान (उच्च शनि)।', 'புகழ் பெற்றவர், மக்கள் தலைவர், செல்வந்தர் (உச்ச சனி).'],
    ['is harsh and quarrelsome, suffering from poison, fire or confinement, losing wealth.', 'कठोर और कलहप्रिय, विष, अग्नि या बंधन से कष्ट, धनहानि।', 'கடுமையும் சண்டையும், விஷம், நெருப்பு, சிறை இவற்றால் துன்பம், செல்வ இழப்பு.'],
    ['fares well in later life: trusted by the ruler, with a good spouse, children and wealth, head of a town.', 'अंत शुभ: राजा का विश्वासपात्र, अच्छी पत्नी, संतान और धन, नगर का प्रमुख।', 'முடிவில் நலம்: அரசனின் நம்பிக்கைக்குரியவர், நல்ல மனைவி, மக்கள், செல்வம், ஊர்த் தலைவர்.'],
    ['is head of a village or group, wealthy, but drawn to others\' partners and unclean in habits (own sign).', 'गाँव या समूह का प्रमुख, धनवान, पर पराई स्त्री की ओर झुकाव और अस्वच्छ आदतें (स्वराशि)।', 'கிராமம் அல்லது குழுவின் தலைவர், செல்வம், ஆனால் பிறர் துணையிடம் ஈர்ப்பும் சுத்தமின்மையும் (ஆட்சி).'],
    ['is steady and wealthy by long effort, heads a group, but with few close ties (own sign).', 'दीर्घ परिश्रम से स्थिर और धनवान, समूह का प्रमुख, पर निकट संबंध कम (स्वराशि)।', 'நீண்ட உழைப்பால் நிலையும் செல்வமும், குழுத் தலைவர், ஆனால் நெருங்கிய உறவுகள் குறைவு (ஆட்சி).'],
    ['fares well in later life: trusted by the ruler, skilled and wealthy, blessed with spouse and children.', 'अंत शुभ: राजा का विश्वासपात्र, कुशल और धनवान, पत्नी और संतान से युक्त।', 'முடிவில் நலம்: அரசனின் நம்பிக்கைக்குரியவர், திறமையும் செல்வமும், மனைவி மக்கள் பேறு.'],
  ],
};

/** The intents each planet's sign placement speaks to (character always; then the planet's own significations). */
const TOPICS: Record<keyof typeof TABLE, Intent[]> = {
  Sun: ['personality', 'career', 'health'], Mars: ['personality', 'career', 'marriage', 'health'],
  Mercury: ['personality', 'career', 'finance'], Jupiter: ['personality', 'finance', 'marriage', 'career'],
  Venus: ['personality', 'marriage', 'finance'], Saturn: ['personality', 'career', 'health'],
};

const LEAD: Localized = {
  en: '{planet} in {sign}: the native ',
  hi: '{sign} में {planet}: जातक ',
  ta: '{planet} {sign} ராசியில்: ஜாதகர் ',
};

export const PLANET_SIGN_GRAHAS = Object.keys(TABLE) as (keyof typeof TABLE)[];

export function planetSignNotes(): CorpusEntry[] {
  const out: CorpusEntry[] = [];
  for (const g of PLANET_SIGN_GRAHAS) {
    TABLE[g].forEach((row, s) => {
      const text = (lang: Language, i: number) => fill(LEAD[lang], { planet: planetShort(lang, g as Graha), sign: signShort(lang, s) }) + row[i];
      out.push({
        id: `bj-18-${g.toLowerCase()}-in-${signShort('en', s).toLowerCase()}`, rule: { kind: 'planet_in_sign', planet: g, sign: s },
        topics: TOPICS[g], work: BRIHAT_JATAKA, chapter: '18', verse: null,
        text: { en: text('en', 0), hi: text('hi', 1), ta: text('ta', 2) },
      });
    });
  }
  return out;
}
