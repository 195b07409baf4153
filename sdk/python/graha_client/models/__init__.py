"""Contains all the data models used in inputs/outputs"""

from .account_export import AccountExport
from .account_export_account import AccountExportAccount
from .account_export_api_keys_item import AccountExportApiKeysItem
from .account_export_billing_item import AccountExportBillingItem
from .account_export_usage_item import AccountExportUsageItem
from .agent_id import AgentId
from .agent_list import AgentList
from .agent_list_data_item import AgentListDataItem
from .agent_result import AgentResult
from .agent_result_steps_item import AgentResultStepsItem
from .agent_result_steps_item_input import AgentResultStepsItemInput
from .agent_result_usage import AgentResultUsage
from .agent_run_request import AgentRunRequest
from .agent_run_request_context import AgentRunRequestContext
from .agent_run_request_context_birth_details import AgentRunRequestContextBirthDetails
from .agent_run_request_context_location import AgentRunRequestContextLocation
from .agent_run_request_context_preferences import AgentRunRequestContextPreferences
from .agent_stream_event_type_0 import AgentStreamEventType0
from .agent_stream_event_type_1 import AgentStreamEventType1
from .agent_stream_sse_event import AgentStreamSseEvent
from .answer_payment_page_action import AnswerPaymentPageAction
from .api_key import ApiKey
from .api_key_create import ApiKeyCreate
from .api_key_list import ApiKeyList
from .api_key_with_secret import ApiKeyWithSecret
from .astro_antardasha import AstroAntardasha
from .astro_antardasha_mahadasha import AstroAntardashaMahadasha
from .astro_antardasha_planet import AstroAntardashaPlanet
from .astro_ascendant import AstroAscendant
from .astro_ascendant_nakshatra import AstroAscendantNakshatra
from .astro_ascendant_sign import AstroAscendantSign
from .astro_ascendant_star_lord import AstroAscendantStarLord
from .astro_ascendant_sub_lord import AstroAscendantSubLord
from .astro_ashtakavarga import AstroAshtakavarga
from .astro_ashtakavarga_ascendant_sign import AstroAshtakavargaAscendantSign
from .astro_ashtakavarga_ayanamsa import AstroAshtakavargaAyanamsa
from .astro_ashtakavarga_ayanamsa_name import AstroAshtakavargaAyanamsaName
from .astro_ashtakavarga_lagna import AstroAshtakavargaLagna
from .astro_ashtakavarga_language import AstroAshtakavargaLanguage
from .astro_ashtakavarga_planet import AstroAshtakavargaPlanet
from .astro_ashtakavarga_planet_pinda import AstroAshtakavargaPlanetPinda
from .astro_ashtakavarga_planet_planet import AstroAshtakavargaPlanetPlanet
from .astro_ashtakavarga_planet_prastara import AstroAshtakavargaPlanetPrastara
from .astro_ashtakavarga_sarvashtakavarga import AstroAshtakavargaSarvashtakavarga
from .astro_ashtakavarga_signs_item import AstroAshtakavargaSignsItem
from .astro_aspect import AstroAspect
from .astro_aspect_aspect import AstroAspectAspect
from .astro_aspect_kind import AstroAspectKind
from .astro_aspect_motion import AstroAspectMotion
from .astro_aspect_orbs import AstroAspectOrbs
from .astro_aspect_pattern import AstroAspectPattern
from .astro_aspect_pattern_type import AstroAspectPatternType
from .astro_avakahada import AstroAvakahada
from .astro_avakahada_ascendant import AstroAvakahadaAscendant
from .astro_avakahada_ayanamsa import AstroAvakahadaAyanamsa
from .astro_avakahada_ayanamsa_name import AstroAvakahadaAyanamsaName
from .astro_avakahada_karana import AstroAvakahadaKarana
from .astro_avakahada_language import AstroAvakahadaLanguage
from .astro_avakahada_nakshatra import AstroAvakahadaNakshatra
from .astro_avakahada_nakshatra_lord import AstroAvakahadaNakshatraLord
from .astro_avakahada_paya import AstroAvakahadaPaya
from .astro_avakahada_paya_name import AstroAvakahadaPayaName
from .astro_avakahada_rasi import AstroAvakahadaRasi
from .astro_avakahada_rasi_lord import AstroAvakahadaRasiLord
from .astro_avakahada_tithi import AstroAvakahadaTithi
from .astro_avakahada_tithi_paksha import AstroAvakahadaTithiPaksha
from .astro_avakahada_yoga import AstroAvakahadaYoga
from .astro_bhava import AstroBhava
from .astro_bhava_chart import AstroBhavaChart
from .astro_bhava_chart_ayanamsa import AstroBhavaChartAyanamsa
from .astro_bhava_chart_ayanamsa_name import AstroBhavaChartAyanamsaName
from .astro_bhava_chart_language import AstroBhavaChartLanguage
from .astro_bhava_chart_method import AstroBhavaChartMethod
from .astro_bhava_madhya_sign import AstroBhavaMadhyaSign
from .astro_bhava_planets_item import AstroBhavaPlanetsItem
from .astro_dasha_period import AstroDashaPeriod
from .astro_dasha_period_planet import AstroDashaPeriodPlanet
from .astro_dasha_system_timeline import AstroDashaSystemTimeline
from .astro_dasha_system_timeline_antardasha_item import (
    AstroDashaSystemTimelineAntardashaItem,
)
from .astro_dasha_system_timeline_antardasha_item_planet import (
    AstroDashaSystemTimelineAntardashaItemPlanet,
)
from .astro_dasha_system_timeline_applicability import (
    AstroDashaSystemTimelineApplicability,
)
from .astro_dasha_system_timeline_applicability_alternative_rule import (
    AstroDashaSystemTimelineApplicabilityAlternativeRule,
)
from .astro_dasha_system_timeline_birth import AstroDashaSystemTimelineBirth
from .astro_dasha_system_timeline_birth_nakshatra import (
    AstroDashaSystemTimelineBirthNakshatra,
)
from .astro_dasha_system_timeline_birth_planet import (
    AstroDashaSystemTimelineBirthPlanet,
)
from .astro_dasha_system_timeline_current import AstroDashaSystemTimelineCurrent
from .astro_dasha_system_timeline_mahadasha_item import (
    AstroDashaSystemTimelineMahadashaItem,
)
from .astro_dasha_system_timeline_mahadasha_item_planet import (
    AstroDashaSystemTimelineMahadashaItemPlanet,
)
from .astro_dasha_system_timeline_system import AstroDashaSystemTimelineSystem
from .astro_dasha_timeline import AstroDashaTimeline
from .astro_dasha_timeline_birth import AstroDashaTimelineBirth
from .astro_dasha_timeline_birth_lord import AstroDashaTimelineBirthLord
from .astro_dasha_timeline_birth_nakshatra import AstroDashaTimelineBirthNakshatra
from .astro_dasha_timeline_current import AstroDashaTimelineCurrent
from .astro_dasha_timeline_current_antardasha import AstroDashaTimelineCurrentAntardasha
from .astro_dasha_timeline_current_mahadasha import AstroDashaTimelineCurrentMahadasha
from .astro_dasha_timeline_current_prana import AstroDashaTimelineCurrentPrana
from .astro_dasha_timeline_current_pratyantardasha import (
    AstroDashaTimelineCurrentPratyantardasha,
)
from .astro_dasha_timeline_current_sookshma import AstroDashaTimelineCurrentSookshma
from .astro_deep_dasha_period import AstroDeepDashaPeriod
from .astro_deep_dasha_period_parents_item import AstroDeepDashaPeriodParentsItem
from .astro_deep_dasha_period_planet import AstroDeepDashaPeriodPlanet
from .astro_divisional import AstroDivisional
from .astro_divisional_ayanamsa import AstroDivisionalAyanamsa
from .astro_divisional_ayanamsa_name import AstroDivisionalAyanamsaName
from .astro_divisional_conventions import AstroDivisionalConventions
from .astro_divisional_conventions_drekkana import AstroDivisionalConventionsDrekkana
from .astro_divisional_conventions_hora import AstroDivisionalConventionsHora
from .astro_divisional_conventions_trimsamsa import AstroDivisionalConventionsTrimsamsa
from .astro_divisional_language import AstroDivisionalLanguage
from .astro_dosha import AstroDosha
from .astro_dosha_extent import AstroDoshaExtent
from .astro_dosha_from_lagna import AstroDoshaFromLagna
from .astro_dosha_from_moon import AstroDoshaFromMoon
from .astro_dosha_name import AstroDoshaName
from .astro_dosha_report import AstroDoshaReport
from .astro_dosha_report_ayanamsa import AstroDoshaReportAyanamsa
from .astro_dosha_report_ayanamsa_name import AstroDoshaReportAyanamsaName
from .astro_dosha_report_dhaiya_item import AstroDoshaReportDhaiyaItem
from .astro_dosha_report_dhaiya_item_phases_item import (
    AstroDoshaReportDhaiyaItemPhasesItem,
)
from .astro_dosha_report_dhaiya_item_phases_item_sign import (
    AstroDoshaReportDhaiyaItemPhasesItemSign,
)
from .astro_dosha_report_language import AstroDoshaReportLanguage
from .astro_dosha_report_moon_sign import AstroDoshaReportMoonSign
from .astro_dosha_report_sade_sati_item import AstroDoshaReportSadeSatiItem
from .astro_dosha_report_sade_sati_item_phases_item import (
    AstroDoshaReportSadeSatiItemPhasesItem,
)
from .astro_dosha_report_sade_sati_item_phases_item_sign import (
    AstroDoshaReportSadeSatiItemPhasesItemSign,
)
from .astro_dosha_report_window import AstroDoshaReportWindow
from .astro_dosha_type import AstroDoshaType
from .astro_festival_calendar import AstroFestivalCalendar
from .astro_festival_calendar_convention import AstroFestivalCalendarConvention
from .astro_festival_calendar_language import AstroFestivalCalendarLanguage
from .astro_festival_calendar_location import AstroFestivalCalendarLocation
from .astro_festival_calendar_time_zone import AstroFestivalCalendarTimeZone
from .astro_festival_calendar_time_zone_tz_source import (
    AstroFestivalCalendarTimeZoneTzSource,
)
from .astro_festival_event import AstroFestivalEvent
from .astro_festival_event_kala import AstroFestivalEventKala
from .astro_festival_event_kind import AstroFestivalEventKind
from .astro_festival_event_lunar_month_type_1 import AstroFestivalEventLunarMonthType1
from .astro_festival_event_lunar_month_type_2_type_1 import (
    AstroFestivalEventLunarMonthType2Type1,
)
from .astro_festival_event_lunar_month_type_3_type_1 import (
    AstroFestivalEventLunarMonthType3Type1,
)
from .astro_festival_event_paksha_type_1 import AstroFestivalEventPakshaType1
from .astro_festival_event_paksha_type_2_type_1 import (
    AstroFestivalEventPakshaType2Type1,
)
from .astro_festival_event_paksha_type_3_type_1 import (
    AstroFestivalEventPakshaType3Type1,
)
from .astro_festival_event_tithi_type_0 import AstroFestivalEventTithiType0
from .astro_gochara import AstroGochara
from .astro_gochara_ayanamsa import AstroGocharaAyanamsa
from .astro_gochara_ayanamsa_name import AstroGocharaAyanamsaName
from .astro_gochara_language import AstroGocharaLanguage
from .astro_gochara_natal_lagna import AstroGocharaNatalLagna
from .astro_gochara_natal_moon_sign import AstroGocharaNatalMoonSign
from .astro_gochara_planet import AstroGocharaPlanet
from .astro_gochara_planet_effective import AstroGocharaPlanetEffective
from .astro_gochara_planet_name import AstroGocharaPlanetName
from .astro_gochara_planet_sign import AstroGocharaPlanetSign
from .astro_gochara_planet_vedha_by_item import AstroGocharaPlanetVedhaByItem
from .astro_horoscope import AstroHoroscope
from .astro_horoscope_language import AstroHoroscopeLanguage
from .astro_horoscope_mood import AstroHoroscopeMood
from .astro_horoscope_moon import AstroHoroscopeMoon
from .astro_horoscope_moon_nakshatra import AstroHoroscopeMoonNakshatra
from .astro_horoscope_moon_sign import AstroHoroscopeMoonSign
from .astro_horoscope_period import AstroHoroscopePeriod
from .astro_horoscope_sign import AstroHoroscopeSign
from .astro_horoscope_type import AstroHoroscopeType
from .astro_house import AstroHouse
from .astro_house_lord import AstroHouseLord
from .astro_house_occupants_item import AstroHouseOccupantsItem
from .astro_house_sign import AstroHouseSign
from .astro_house_star_lord import AstroHouseStarLord
from .astro_house_sub_lord import AstroHouseSubLord
from .astro_ingresses import AstroIngresses
from .astro_ingresses_ayanamsa import AstroIngressesAyanamsa
from .astro_ingresses_node import AstroIngressesNode
from .astro_koot import AstroKoot
from .astro_koot_name import AstroKootName
from .astro_kundali import AstroKundali
from .astro_kundali_ayanamsa import AstroKundaliAyanamsa
from .astro_kundali_ayanamsa_name import AstroKundaliAyanamsaName
from .astro_kundali_dasha import AstroKundaliDasha
from .astro_kundali_dasha_current import AstroKundaliDashaCurrent
from .astro_kundali_dasha_sub import AstroKundaliDashaSub
from .astro_kundali_house_system import AstroKundaliHouseSystem
from .astro_kundali_language import AstroKundaliLanguage
from .astro_kundali_moon_sign import AstroKundaliMoonSign
from .astro_kundali_node_type import AstroKundaliNodeType
from .astro_kundali_sun_sign import AstroKundaliSunSign
from .astro_kundali_system import AstroKundaliSystem
from .astro_kundali_zodiac import AstroKundaliZodiac
from .astro_lunar_return import AstroLunarReturn
from .astro_lunar_return_chart import AstroLunarReturnChart
from .astro_lunar_return_chart_house_system import AstroLunarReturnChartHouseSystem
from .astro_lunar_return_chart_node_type import AstroLunarReturnChartNodeType
from .astro_lunar_return_chart_zodiac import AstroLunarReturnChartZodiac
from .astro_lunar_return_location import AstroLunarReturnLocation
from .astro_lunar_return_natal import AstroLunarReturnNatal
from .astro_lunar_return_natal_house_system import AstroLunarReturnNatalHouseSystem
from .astro_lunar_return_natal_node_type import AstroLunarReturnNatalNodeType
from .astro_lunar_return_natal_zodiac import AstroLunarReturnNatalZodiac
from .astro_mangal_dosha_detail import AstroMangalDoshaDetail
from .astro_mangal_dosha_detail_dosha_from_item import (
    AstroMangalDoshaDetailDoshaFromItem,
)
from .astro_match_person import AstroMatchPerson
from .astro_match_person_moon_sign import AstroMatchPersonMoonSign
from .astro_match_person_nakshatra import AstroMatchPersonNakshatra
from .astro_match_result import AstroMatchResult
from .astro_match_result_mangal_dosha import AstroMatchResultMangalDosha
from .astro_match_result_pariharas import AstroMatchResultPariharas
from .astro_match_result_pariharas_applied_item import (
    AstroMatchResultPariharasAppliedItem,
)
from .astro_match_result_pariharas_mode import AstroMatchResultPariharasMode
from .astro_named_value import AstroNamedValue
from .astro_natal_aspects import AstroNatalAspects
from .astro_natal_aspects_house_system import AstroNatalAspectsHouseSystem
from .astro_natal_aspects_node_type import AstroNatalAspectsNodeType
from .astro_natal_aspects_zodiac import AstroNatalAspectsZodiac
from .astro_panchang import AstroPanchang
from .astro_panchang_abhijit_muhurta import AstroPanchangAbhijitMuhurta
from .astro_panchang_ayanamsa import AstroPanchangAyanamsa
from .astro_panchang_conventions import AstroPanchangConventions
from .astro_panchang_element import AstroPanchangElement
from .astro_panchang_element_next import AstroPanchangElementNext
from .astro_panchang_language import AstroPanchangLanguage
from .astro_panchang_location import AstroPanchangLocation
from .astro_panchang_nakshatra import AstroPanchangNakshatra
from .astro_panchang_time_zone import AstroPanchangTimeZone
from .astro_panchang_time_zone_tz_source import AstroPanchangTimeZoneTzSource
from .astro_panchang_tithi import AstroPanchangTithi
from .astro_panchang_tithi_paksha import AstroPanchangTithiPaksha
from .astro_panchang_vara import AstroPanchangVara
from .astro_planet import AstroPlanet
from .astro_planet_nakshatra import AstroPlanetNakshatra
from .astro_planet_name import AstroPlanetName
from .astro_planet_sign import AstroPlanetSign
from .astro_planet_star_lord import AstroPlanetStarLord
from .astro_planet_sub_lord import AstroPlanetSubLord
from .astro_porutham import AstroPorutham
from .astro_porutham_grade import AstroPoruthamGrade
from .astro_porutham_name import AstroPoruthamName
from .astro_porutham_result import AstroPoruthamResult
from .astro_porutham_result_verdict import AstroPoruthamResultVerdict
from .astro_pratyantardasha import AstroPratyantardasha
from .astro_pratyantardasha_antardasha import AstroPratyantardashaAntardasha
from .astro_pratyantardasha_mahadasha import AstroPratyantardashaMahadasha
from .astro_pratyantardasha_planet import AstroPratyantardashaPlanet
from .astro_progressions import AstroProgressions
from .astro_progressions_natal import AstroProgressionsNatal
from .astro_progressions_natal_house_system import AstroProgressionsNatalHouseSystem
from .astro_progressions_natal_node_type import AstroProgressionsNatalNodeType
from .astro_progressions_natal_zodiac import AstroProgressionsNatalZodiac
from .astro_progressions_progressed_item import AstroProgressionsProgressedItem
from .astro_progressions_solar_arc_item import AstroProgressionsSolarArcItem
from .astro_shadbala import AstroShadbala
from .astro_shadbala_ayanamsa import AstroShadbalaAyanamsa
from .astro_shadbala_ayanamsa_name import AstroShadbalaAyanamsaName
from .astro_shadbala_bhavas_item import AstroShadbalaBhavasItem
from .astro_shadbala_bhavas_item_lord import AstroShadbalaBhavasItemLord
from .astro_shadbala_bhavas_item_sign import AstroShadbalaBhavasItemSign
from .astro_shadbala_bhavas_item_sign_class import AstroShadbalaBhavasItemSignClass
from .astro_shadbala_language import AstroShadbalaLanguage
from .astro_shadbala_planetary_wars_item import AstroShadbalaPlanetaryWarsItem
from .astro_shadbala_planetary_wars_item_loser import (
    AstroShadbalaPlanetaryWarsItemLoser,
)
from .astro_shadbala_planetary_wars_item_winner import (
    AstroShadbalaPlanetaryWarsItemWinner,
)
from .astro_shadbala_planets_item import AstroShadbalaPlanetsItem
from .astro_shadbala_planets_item_kala import AstroShadbalaPlanetsItemKala
from .astro_shadbala_planets_item_planet import AstroShadbalaPlanetsItemPlanet
from .astro_shadbala_planets_item_sthana import AstroShadbalaPlanetsItemSthana
from .astro_shadbala_strongest_item import AstroShadbalaStrongestItem
from .astro_shadbala_time_lords import AstroShadbalaTimeLords
from .astro_shadbala_time_lords_abda import AstroShadbalaTimeLordsAbda
from .astro_shadbala_time_lords_hora import AstroShadbalaTimeLordsHora
from .astro_shadbala_time_lords_masa import AstroShadbalaTimeLordsMasa
from .astro_shadbala_time_lords_vara import AstroShadbalaTimeLordsVara
from .astro_solar_return import AstroSolarReturn
from .astro_solar_return_chart import AstroSolarReturnChart
from .astro_solar_return_chart_house_system import AstroSolarReturnChartHouseSystem
from .astro_solar_return_chart_node_type import AstroSolarReturnChartNodeType
from .astro_solar_return_chart_zodiac import AstroSolarReturnChartZodiac
from .astro_solar_return_location import AstroSolarReturnLocation
from .astro_solar_return_natal import AstroSolarReturnNatal
from .astro_solar_return_natal_house_system import AstroSolarReturnNatalHouseSystem
from .astro_solar_return_natal_node_type import AstroSolarReturnNatalNodeType
from .astro_solar_return_natal_zodiac import AstroSolarReturnNatalZodiac
from .astro_synastry import AstroSynastry
from .astro_synastry_composite import AstroSynastryComposite
from .astro_synastry_composite_points_item import AstroSynastryCompositePointsItem
from .astro_synastry_davison import AstroSynastryDavison
from .astro_synastry_davison_chart import AstroSynastryDavisonChart
from .astro_synastry_davison_chart_house_system import (
    AstroSynastryDavisonChartHouseSystem,
)
from .astro_synastry_davison_chart_node_type import AstroSynastryDavisonChartNodeType
from .astro_synastry_davison_chart_zodiac import AstroSynastryDavisonChartZodiac
from .astro_synastry_person_1 import AstroSynastryPerson1
from .astro_synastry_person_1_house_system import AstroSynastryPerson1HouseSystem
from .astro_synastry_person_1_node_type import AstroSynastryPerson1NodeType
from .astro_synastry_person_1_zodiac import AstroSynastryPerson1Zodiac
from .astro_synastry_person_2 import AstroSynastryPerson2
from .astro_synastry_person_2_house_system import AstroSynastryPerson2HouseSystem
from .astro_synastry_person_2_node_type import AstroSynastryPerson2NodeType
from .astro_synastry_person_2_zodiac import AstroSynastryPerson2Zodiac
from .astro_synastry_summary import AstroSynastrySummary
from .astro_time_info import AstroTimeInfo
from .astro_time_info_dst_rule import AstroTimeInfoDstRule
from .astro_time_info_tz_source import AstroTimeInfoTzSource
from .astro_time_span import AstroTimeSpan
from .astro_timeline_event import AstroTimelineEvent
from .astro_timeline_event_from_sign import AstroTimelineEventFromSign
from .astro_timeline_event_planet import AstroTimelineEventPlanet
from .astro_timeline_event_sign import AstroTimelineEventSign
from .astro_timeline_event_type import AstroTimelineEventType
from .astro_transit import AstroTransit
from .astro_transit_hit import AstroTransitHit
from .astro_transit_hit_aspect import AstroTransitHitAspect
from .astro_transit_planet import AstroTransitPlanet
from .astro_transit_sign import AstroTransitSign
from .astro_transits import AstroTransits
from .astro_transits_natal import AstroTransitsNatal
from .astro_transits_natal_house_system import AstroTransitsNatalHouseSystem
from .astro_transits_natal_node_type import AstroTransitsNatalNodeType
from .astro_transits_natal_zodiac import AstroTransitsNatalZodiac
from .astro_transits_timeline import AstroTransitsTimeline
from .astro_transits_transits_item import AstroTransitsTransitsItem
from .astro_varga_chart import AstroVargaChart
from .astro_varga_chart_chart import AstroVargaChartChart
from .astro_varga_chart_convention import AstroVargaChartConvention
from .astro_varga_chart_vargottama_item import AstroVargaChartVargottamaItem
from .astro_varga_placement import AstroVargaPlacement
from .astro_varga_placement_lord import AstroVargaPlacementLord
from .astro_varga_placement_sign import AstroVargaPlacementSign
from .astro_varga_planet import AstroVargaPlanet
from .astro_varga_planet_lord import AstroVargaPlanetLord
from .astro_varga_planet_name import AstroVargaPlanetName
from .astro_varga_planet_sign import AstroVargaPlanetSign
from .astro_western_house import AstroWesternHouse
from .astro_western_point import AstroWesternPoint
from .astro_western_point_name import AstroWesternPointName
from .astro_yoga import AstroYoga
from .astro_yoga_name import AstroYogaName
from .astro_yoga_strength import AstroYogaStrength
from .balance import Balance
from .batch import Batch
from .batch_create_request import BatchCreateRequest
from .batch_create_request_metadata import BatchCreateRequestMetadata
from .batch_list import BatchList
from .batch_metadata import BatchMetadata
from .batch_request_item import BatchRequestItem
from .batch_result import BatchResult
from .batch_result_error import BatchResultError
from .batch_status import BatchStatus
from .billing_alert import BillingAlert
from .billing_alert_delivery import BillingAlertDelivery
from .billing_alert_delivery_status import BillingAlertDeliveryStatus
from .billing_alert_list import BillingAlertList
from .billing_alert_threshold_percent import BillingAlertThresholdPercent
from .billing_limits import BillingLimits
from .billing_limits_update import BillingLimitsUpdate
from .chat_assistant_message import ChatAssistantMessage
from .chat_completion import ChatCompletion
from .chat_completion_choices_item import ChatCompletionChoicesItem
from .chat_completion_choices_item_finish_reason import (
    ChatCompletionChoicesItemFinishReason,
)
from .chat_completion_choices_item_message import ChatCompletionChoicesItemMessage
from .chat_completion_chunk import ChatCompletionChunk
from .chat_completion_chunk_choices_item import ChatCompletionChunkChoicesItem
from .chat_completion_chunk_choices_item_delta import (
    ChatCompletionChunkChoicesItemDelta,
)
from .chat_completion_chunk_choices_item_delta_function_call import (
    ChatCompletionChunkChoicesItemDeltaFunctionCall,
)
from .chat_completion_chunk_choices_item_delta_tool_calls_item import (
    ChatCompletionChunkChoicesItemDeltaToolCallsItem,
)
from .chat_completion_chunk_choices_item_delta_tool_calls_item_function import (
    ChatCompletionChunkChoicesItemDeltaToolCallsItemFunction,
)
from .chat_completion_chunk_choices_item_finish_reason_type_1 import (
    ChatCompletionChunkChoicesItemFinishReasonType1,
)
from .chat_completion_chunk_choices_item_finish_reason_type_2_type_1 import (
    ChatCompletionChunkChoicesItemFinishReasonType2Type1,
)
from .chat_completion_chunk_choices_item_finish_reason_type_3_type_1 import (
    ChatCompletionChunkChoicesItemFinishReasonType3Type1,
)
from .chat_completion_request import ChatCompletionRequest
from .chat_completion_request_function_call_type_0 import (
    ChatCompletionRequestFunctionCallType0,
)
from .chat_completion_request_function_call_type_1 import (
    ChatCompletionRequestFunctionCallType1,
)
from .chat_completion_request_logit_bias_type_0 import (
    ChatCompletionRequestLogitBiasType0,
)
from .chat_completion_request_metadata_type_0 import ChatCompletionRequestMetadataType0
from .chat_completion_request_reasoning_effort_type_1 import (
    ChatCompletionRequestReasoningEffortType1,
)
from .chat_completion_request_reasoning_effort_type_2_type_1 import (
    ChatCompletionRequestReasoningEffortType2Type1,
)
from .chat_completion_request_reasoning_effort_type_3_type_1 import (
    ChatCompletionRequestReasoningEffortType3Type1,
)
from .chat_completion_request_stream_options_type_0 import (
    ChatCompletionRequestStreamOptionsType0,
)
from .chat_completion_request_tool_choice_type_0 import (
    ChatCompletionRequestToolChoiceType0,
)
from .chat_completion_request_tool_choice_type_1 import (
    ChatCompletionRequestToolChoiceType1,
)
from .chat_completion_request_tool_choice_type_1_function import (
    ChatCompletionRequestToolChoiceType1Function,
)
from .chat_completion_request_verbosity_type_1 import (
    ChatCompletionRequestVerbosityType1,
)
from .chat_completion_request_verbosity_type_2_type_1 import (
    ChatCompletionRequestVerbosityType2Type1,
)
from .chat_completion_request_verbosity_type_3_type_1 import (
    ChatCompletionRequestVerbosityType3Type1,
)
from .chat_completion_stream_event import ChatCompletionStreamEvent
from .chat_completion_usage import ChatCompletionUsage
from .chat_completion_usage_completion_tokens_details import (
    ChatCompletionUsageCompletionTokensDetails,
)
from .chat_completion_usage_prompt_tokens_details import (
    ChatCompletionUsagePromptTokensDetails,
)
from .chat_developer_message import ChatDeveloperMessage
from .chat_function_call import ChatFunctionCall
from .chat_function_definition import ChatFunctionDefinition
from .chat_function_definition_parameters import ChatFunctionDefinitionParameters
from .chat_function_message import ChatFunctionMessage
from .chat_image_part import ChatImagePart
from .chat_image_part_image_url import ChatImagePartImageUrl
from .chat_image_part_image_url_detail import ChatImagePartImageUrlDetail
from .chat_logprobs_type_0 import ChatLogprobsType0
from .chat_refusal_part import ChatRefusalPart
from .chat_response_format_type_0 import ChatResponseFormatType0
from .chat_response_format_type_1 import ChatResponseFormatType1
from .chat_response_format_type_2_json_schema_schema import (
    ChatResponseFormatType2JsonSchemaSchema,
)
from .chat_system_message import ChatSystemMessage
from .chat_text_part import ChatTextPart
from .chat_token_logprob import ChatTokenLogprob
from .chat_token_logprob_top_logprobs_item import ChatTokenLogprobTopLogprobsItem
from .chat_tool import ChatTool
from .chat_tool_call import ChatToolCall
from .chat_tool_call_function import ChatToolCallFunction
from .chat_tool_message import ChatToolMessage
from .chat_user_message import ChatUserMessage
from .citation import Citation
from .cluster import Cluster
from .cluster_create_request import ClusterCreateRequest
from .cluster_create_request_gpu_type import ClusterCreateRequestGpuType
from .cluster_create_request_region import ClusterCreateRequestRegion
from .cluster_create_request_scheduler import ClusterCreateRequestScheduler
from .cluster_gpu_type import ClusterGpuType
from .cluster_list import ClusterList
from .cluster_node import ClusterNode
from .cluster_node_status import ClusterNodeStatus
from .cluster_region import ClusterRegion
from .cluster_scheduler import ClusterScheduler
from .cluster_status import ClusterStatus
from .deposit import Deposit
from .deposit_charge_currency import DepositChargeCurrency
from .deposit_provider import DepositProvider
from .deposit_request import DepositRequest
from .deposit_request_currency import DepositRequestCurrency
from .deposit_status import DepositStatus
from .embedding_create_request import EmbeddingCreateRequest
from .embedding_create_request_encoding_format import (
    EmbeddingCreateRequestEncodingFormat,
)
from .embedding_list import EmbeddingList
from .embedding_list_data_item import EmbeddingListDataItem
from .embedding_list_usage import EmbeddingListUsage
from .endpoint import Endpoint
from .endpoint_create_request import EndpointCreateRequest
from .endpoint_create_request_hardware import EndpointCreateRequestHardware
from .endpoint_hardware import EndpointHardware
from .endpoint_list import EndpointList
from .endpoint_status import EndpointStatus
from .error import Error
from .error_error import ErrorError
from .error_error_type import ErrorErrorType
from .evaluation import Evaluation
from .evaluation_aggregate import EvaluationAggregate
from .evaluation_aggregate_label_counts import EvaluationAggregateLabelCounts
from .evaluation_create_request import EvaluationCreateRequest
from .evaluation_create_request_scale import EvaluationCreateRequestScale
from .evaluation_create_request_type import EvaluationCreateRequestType
from .evaluation_list import EvaluationList
from .evaluation_progress import EvaluationProgress
from .evaluation_result import EvaluationResult
from .evaluation_status import EvaluationStatus
from .evaluation_test_case import EvaluationTestCase
from .evaluation_type import EvaluationType
from .file_deleted import FileDeleted
from .file_list import FileList
from .file_object import FileObject
from .file_object_purpose import FileObjectPurpose
from .file_object_status import FileObjectStatus
from .file_upload_request import FileUploadRequest
from .file_upload_request_purpose import FileUploadRequestPurpose
from .fine_tuning_job import FineTuningJob
from .fine_tuning_job_create_request import FineTuningJobCreateRequest
from .fine_tuning_job_create_request_hyperparameters import (
    FineTuningJobCreateRequestHyperparameters,
)
from .fine_tuning_job_create_request_method import FineTuningJobCreateRequestMethod
from .fine_tuning_job_error_type_1 import FineTuningJobErrorType1
from .fine_tuning_job_hyperparameters import FineTuningJobHyperparameters
from .fine_tuning_job_list import FineTuningJobList
from .fine_tuning_job_method import FineTuningJobMethod
from .fine_tuning_job_status import FineTuningJobStatus
from .get_ashtakavarga_ayanamsa import GetAshtakavargaAyanamsa
from .get_ashtakavarga_language import GetAshtakavargaLanguage
from .get_ashtakavarga_node import GetAshtakavargaNode
from .get_aspects_house_system import GetAspectsHouseSystem
from .get_aspects_node import GetAspectsNode
from .get_avakahada_ayanamsa import GetAvakahadaAyanamsa
from .get_avakahada_language import GetAvakahadaLanguage
from .get_avakahada_node import GetAvakahadaNode
from .get_bhava_ayanamsa import GetBhavaAyanamsa
from .get_bhava_language import GetBhavaLanguage
from .get_bhava_method import GetBhavaMethod
from .get_bhava_node import GetBhavaNode
from .get_chart_drekkana import GetChartDrekkana
from .get_chart_format import GetChartFormat
from .get_chart_hora import GetChartHora
from .get_chart_house_system import GetChartHouseSystem
from .get_chart_language import GetChartLanguage
from .get_chart_node import GetChartNode
from .get_chart_style import GetChartStyle
from .get_chart_system import GetChartSystem
from .get_chart_trimsamsa import GetChartTrimsamsa
from .get_dasha_system_ayanamsa import GetDashaSystemAyanamsa
from .get_dasha_system_node import GetDashaSystemNode
from .get_dasha_system_system import GetDashaSystemSystem
from .get_divisional_ayanamsa import GetDivisionalAyanamsa
from .get_divisional_drekkana import GetDivisionalDrekkana
from .get_divisional_hora import GetDivisionalHora
from .get_divisional_language import GetDivisionalLanguage
from .get_divisional_node import GetDivisionalNode
from .get_divisional_trimsamsa import GetDivisionalTrimsamsa
from .get_doshas_ayanamsa import GetDoshasAyanamsa
from .get_doshas_language import GetDoshasLanguage
from .get_doshas_node import GetDoshasNode
from .get_festivals_convention import GetFestivalsConvention
from .get_festivals_language import GetFestivalsLanguage
from .get_gochara_ayanamsa import GetGocharaAyanamsa
from .get_gochara_language import GetGocharaLanguage
from .get_gochara_node import GetGocharaNode
from .get_horoscope_language import GetHoroscopeLanguage
from .get_horoscope_sign import GetHoroscopeSign
from .get_horoscope_type import GetHoroscopeType
from .get_ingresses_ayanamsa import GetIngressesAyanamsa
from .get_ingresses_node import GetIngressesNode
from .get_kundali_ayanamsa import GetKundaliAyanamsa
from .get_kundali_drekkana import GetKundaliDrekkana
from .get_kundali_hora import GetKundaliHora
from .get_kundali_house_system import GetKundaliHouseSystem
from .get_kundali_language import GetKundaliLanguage
from .get_kundali_node import GetKundaliNode
from .get_kundali_system import GetKundaliSystem
from .get_kundali_trimsamsa import GetKundaliTrimsamsa
from .get_lunar_return_house_system import GetLunarReturnHouseSystem
from .get_lunar_return_node import GetLunarReturnNode
from .get_match_method import GetMatchMethod
from .get_match_pariharas import GetMatchPariharas
from .get_panchang_language import GetPanchangLanguage
from .get_payment_page_result import GetPaymentPageResult
from .get_progressions_house_system import GetProgressionsHouseSystem
from .get_progressions_node import GetProgressionsNode
from .get_report_ayanamsa import GetReportAyanamsa
from .get_report_house_system import GetReportHouseSystem
from .get_report_language import GetReportLanguage
from .get_report_node import GetReportNode
from .get_report_system import GetReportSystem
from .get_shadbala_ayanamsa import GetShadbalaAyanamsa
from .get_shadbala_language import GetShadbalaLanguage
from .get_shadbala_node import GetShadbalaNode
from .get_solar_return_house_system import GetSolarReturnHouseSystem
from .get_solar_return_node import GetSolarReturnNode
from .get_synastry_house_system import GetSynastryHouseSystem
from .get_synastry_node import GetSynastryNode
from .get_transits_aspect_set import GetTransitsAspectSet
from .get_transits_house_system import GetTransitsHouseSystem
from .get_transits_node import GetTransitsNode
from .get_wheel_format import GetWheelFormat
from .get_wheel_house_system import GetWheelHouseSystem
from .get_wheel_kind import GetWheelKind
from .get_wheel_node import GetWheelNode
from .handle_payment_webhook_body import HandlePaymentWebhookBody
from .handle_payment_webhook_provider import HandlePaymentWebhookProvider
from .handle_payment_webhook_response_200 import HandlePaymentWebhookResponse200
from .health import Health
from .health_database import HealthDatabase
from .health_status import HealthStatus
from .image_generation_request import ImageGenerationRequest
from .image_generation_request_response_format_type_1 import (
    ImageGenerationRequestResponseFormatType1,
)
from .image_generation_request_response_format_type_2_type_1 import (
    ImageGenerationRequestResponseFormatType2Type1,
)
from .image_generation_request_response_format_type_3_type_1 import (
    ImageGenerationRequestResponseFormatType3Type1,
)
from .image_generation_request_size_type_1 import ImageGenerationRequestSizeType1
from .image_generation_request_size_type_2_type_1 import (
    ImageGenerationRequestSizeType2Type1,
)
from .image_generation_request_size_type_3_type_1 import (
    ImageGenerationRequestSizeType3Type1,
)
from .images_response import ImagesResponse
from .list_files_purpose import ListFilesPurpose
from .model import Model
from .model_capabilities import ModelCapabilities
from .model_deprecation import ModelDeprecation
from .model_kind import ModelKind
from .model_list import ModelList
from .plan import Plan
from .scope import Scope
from .speech_create_request import SpeechCreateRequest
from .speech_create_request_response_format import SpeechCreateRequestResponseFormat
from .speech_voice import SpeechVoice
from .transcription import Transcription
from .transcription_create_request import TranscriptionCreateRequest
from .transcription_create_request_response_format import (
    TranscriptionCreateRequestResponseFormat,
)
from .usage import Usage
from .usage_row import UsageRow
from .verbose_transcription import VerboseTranscription
from .verbose_transcription_segments_item import VerboseTranscriptionSegmentsItem
from .voice_birth_details import VoiceBirthDetails
from .voice_request import VoiceRequest
from .voice_request_response_format import VoiceRequestResponseFormat

__all__ = (
    "AccountExport",
    "AccountExportAccount",
    "AccountExportApiKeysItem",
    "AccountExportBillingItem",
    "AccountExportUsageItem",
    "AgentId",
    "AgentList",
    "AgentListDataItem",
    "AgentResult",
    "AgentResultStepsItem",
    "AgentResultStepsItemInput",
    "AgentResultUsage",
    "AgentRunRequest",
    "AgentRunRequestContext",
    "AgentRunRequestContextBirthDetails",
    "AgentRunRequestContextLocation",
    "AgentRunRequestContextPreferences",
    "AgentStreamEventType0",
    "AgentStreamEventType1",
    "AgentStreamSseEvent",
    "AnswerPaymentPageAction",
    "ApiKey",
    "ApiKeyCreate",
    "ApiKeyList",
    "ApiKeyWithSecret",
    "AstroAntardasha",
    "AstroAntardashaMahadasha",
    "AstroAntardashaPlanet",
    "AstroAscendant",
    "AstroAscendantNakshatra",
    "AstroAscendantSign",
    "AstroAscendantStarLord",
    "AstroAscendantSubLord",
    "AstroAshtakavarga",
    "AstroAshtakavargaAscendantSign",
    "AstroAshtakavargaAyanamsa",
    "AstroAshtakavargaAyanamsaName",
    "AstroAshtakavargaLagna",
    "AstroAshtakavargaLanguage",
    "AstroAshtakavargaPlanet",
    "AstroAshtakavargaPlanetPinda",
    "AstroAshtakavargaPlanetPlanet",
    "AstroAshtakavargaPlanetPrastara",
    "AstroAshtakavargaSarvashtakavarga",
    "AstroAshtakavargaSignsItem",
    "AstroAspect",
    "AstroAspectAspect",
    "AstroAspectKind",
    "AstroAspectMotion",
    "AstroAspectOrbs",
    "AstroAspectPattern",
    "AstroAspectPatternType",
    "AstroAvakahada",
    "AstroAvakahadaAscendant",
    "AstroAvakahadaAyanamsa",
    "AstroAvakahadaAyanamsaName",
    "AstroAvakahadaKarana",
    "AstroAvakahadaLanguage",
    "AstroAvakahadaNakshatra",
    "AstroAvakahadaNakshatraLord",
    "AstroAvakahadaPaya",
    "AstroAvakahadaPayaName",
    "AstroAvakahadaRasi",
    "AstroAvakahadaRasiLord",
    "AstroAvakahadaTithi",
    "AstroAvakahadaTithiPaksha",
    "AstroAvakahadaYoga",
    "AstroBhava",
    "AstroBhavaChart",
    "AstroBhavaChartAyanamsa",
    "AstroBhavaChartAyanamsaName",
    "AstroBhavaChartLanguage",
    "AstroBhavaChartMethod",
    "AstroBhavaMadhyaSign",
    "AstroBhavaPlanetsItem",
    "AstroDashaPeriod",
    "AstroDashaPeriodPlanet",
    "AstroDashaSystemTimeline",
    "AstroDashaSystemTimelineAntardashaItem",
    "AstroDashaSystemTimelineAntardashaItemPlanet",
    "AstroDashaSystemTimelineApplicability",
    "AstroDashaSystemTimelineApplicabilityAlternativeRule",
    "AstroDashaSystemTimelineBirth",
    "AstroDashaSystemTimelineBirthNakshatra",
    "AstroDashaSystemTimelineBirthPlanet",
    "AstroDashaSystemTimelineCurrent",
    "AstroDashaSystemTimelineMahadashaItem",
    "AstroDashaSystemTimelineMahadashaItemPlanet",
    "AstroDashaSystemTimelineSystem",
    "AstroDashaTimeline",
    "AstroDashaTimelineBirth",
    "AstroDashaTimelineBirthLord",
    "AstroDashaTimelineBirthNakshatra",
    "AstroDashaTimelineCurrent",
    "AstroDashaTimelineCurrentAntardasha",
    "AstroDashaTimelineCurrentMahadasha",
    "AstroDashaTimelineCurrentPrana",
    "AstroDashaTimelineCurrentPratyantardasha",
    "AstroDashaTimelineCurrentSookshma",
    "AstroDeepDashaPeriod",
    "AstroDeepDashaPeriodParentsItem",
    "AstroDeepDashaPeriodPlanet",
    "AstroDivisional",
    "AstroDivisionalAyanamsa",
    "AstroDivisionalAyanamsaName",
    "AstroDivisionalConventions",
    "AstroDivisionalConventionsDrekkana",
    "AstroDivisionalConventionsHora",
    "AstroDivisionalConventionsTrimsamsa",
    "AstroDivisionalLanguage",
    "AstroDosha",
    "AstroDoshaExtent",
    "AstroDoshaFromLagna",
    "AstroDoshaFromMoon",
    "AstroDoshaName",
    "AstroDoshaReport",
    "AstroDoshaReportAyanamsa",
    "AstroDoshaReportAyanamsaName",
    "AstroDoshaReportDhaiyaItem",
    "AstroDoshaReportDhaiyaItemPhasesItem",
    "AstroDoshaReportDhaiyaItemPhasesItemSign",
    "AstroDoshaReportLanguage",
    "AstroDoshaReportMoonSign",
    "AstroDoshaReportSadeSatiItem",
    "AstroDoshaReportSadeSatiItemPhasesItem",
    "AstroDoshaReportSadeSatiItemPhasesItemSign",
    "AstroDoshaReportWindow",
    "AstroDoshaType",
    "AstroFestivalCalendar",
    "AstroFestivalCalendarConvention",
    "AstroFestivalCalendarLanguage",
    "AstroFestivalCalendarLocation",
    "AstroFestivalCalendarTimeZone",
    "AstroFestivalCalendarTimeZoneTzSource",
    "AstroFestivalEvent",
    "AstroFestivalEventKala",
    "AstroFestivalEventKind",
    "AstroFestivalEventLunarMonthType1",
    "AstroFestivalEventLunarMonthType2Type1",
    "AstroFestivalEventLunarMonthType3Type1",
    "AstroFestivalEventPakshaType1",
    "AstroFestivalEventPakshaType2Type1",
    "AstroFestivalEventPakshaType3Type1",
    "AstroFestivalEventTithiType0",
    "AstroGochara",
    "AstroGocharaAyanamsa",
    "AstroGocharaAyanamsaName",
    "AstroGocharaLanguage",
    "AstroGocharaNatalLagna",
    "AstroGocharaNatalMoonSign",
    "AstroGocharaPlanet",
    "AstroGocharaPlanetEffective",
    "AstroGocharaPlanetName",
    "AstroGocharaPlanetSign",
    "AstroGocharaPlanetVedhaByItem",
    "AstroHoroscope",
    "AstroHoroscopeLanguage",
    "AstroHoroscopeMood",
    "AstroHoroscopeMoon",
    "AstroHoroscopeMoonNakshatra",
    "AstroHoroscopeMoonSign",
    "AstroHoroscopePeriod",
    "AstroHoroscopeSign",
    "AstroHoroscopeType",
    "AstroHouse",
    "AstroHouseLord",
    "AstroHouseOccupantsItem",
    "AstroHouseSign",
    "AstroHouseStarLord",
    "AstroHouseSubLord",
    "AstroIngresses",
    "AstroIngressesAyanamsa",
    "AstroIngressesNode",
    "AstroKoot",
    "AstroKootName",
    "AstroKundali",
    "AstroKundaliAyanamsa",
    "AstroKundaliAyanamsaName",
    "AstroKundaliDasha",
    "AstroKundaliDashaCurrent",
    "AstroKundaliDashaSub",
    "AstroKundaliHouseSystem",
    "AstroKundaliLanguage",
    "AstroKundaliMoonSign",
    "AstroKundaliNodeType",
    "AstroKundaliSunSign",
    "AstroKundaliSystem",
    "AstroKundaliZodiac",
    "AstroLunarReturn",
    "AstroLunarReturnChart",
    "AstroLunarReturnChartHouseSystem",
    "AstroLunarReturnChartNodeType",
    "AstroLunarReturnChartZodiac",
    "AstroLunarReturnLocation",
    "AstroLunarReturnNatal",
    "AstroLunarReturnNatalHouseSystem",
    "AstroLunarReturnNatalNodeType",
    "AstroLunarReturnNatalZodiac",
    "AstroMangalDoshaDetail",
    "AstroMangalDoshaDetailDoshaFromItem",
    "AstroMatchPerson",
    "AstroMatchPersonMoonSign",
    "AstroMatchPersonNakshatra",
    "AstroMatchResult",
    "AstroMatchResultMangalDosha",
    "AstroMatchResultPariharas",
    "AstroMatchResultPariharasAppliedItem",
    "AstroMatchResultPariharasMode",
    "AstroNamedValue",
    "AstroNatalAspects",
    "AstroNatalAspectsHouseSystem",
    "AstroNatalAspectsNodeType",
    "AstroNatalAspectsZodiac",
    "AstroPanchang",
    "AstroPanchangAbhijitMuhurta",
    "AstroPanchangAyanamsa",
    "AstroPanchangConventions",
    "AstroPanchangElement",
    "AstroPanchangElementNext",
    "AstroPanchangLanguage",
    "AstroPanchangLocation",
    "AstroPanchangNakshatra",
    "AstroPanchangTimeZone",
    "AstroPanchangTimeZoneTzSource",
    "AstroPanchangTithi",
    "AstroPanchangTithiPaksha",
    "AstroPanchangVara",
    "AstroPlanet",
    "AstroPlanetNakshatra",
    "AstroPlanetName",
    "AstroPlanetSign",
    "AstroPlanetStarLord",
    "AstroPlanetSubLord",
    "AstroPorutham",
    "AstroPoruthamGrade",
    "AstroPoruthamName",
    "AstroPoruthamResult",
    "AstroPoruthamResultVerdict",
    "AstroPratyantardasha",
    "AstroPratyantardashaAntardasha",
    "AstroPratyantardashaMahadasha",
    "AstroPratyantardashaPlanet",
    "AstroProgressions",
    "AstroProgressionsNatal",
    "AstroProgressionsNatalHouseSystem",
    "AstroProgressionsNatalNodeType",
    "AstroProgressionsNatalZodiac",
    "AstroProgressionsProgressedItem",
    "AstroProgressionsSolarArcItem",
    "AstroShadbala",
    "AstroShadbalaAyanamsa",
    "AstroShadbalaAyanamsaName",
    "AstroShadbalaBhavasItem",
    "AstroShadbalaBhavasItemLord",
    "AstroShadbalaBhavasItemSign",
    "AstroShadbalaBhavasItemSignClass",
    "AstroShadbalaLanguage",
    "AstroShadbalaPlanetaryWarsItem",
    "AstroShadbalaPlanetaryWarsItemLoser",
    "AstroShadbalaPlanetaryWarsItemWinner",
    "AstroShadbalaPlanetsItem",
    "AstroShadbalaPlanetsItemKala",
    "AstroShadbalaPlanetsItemPlanet",
    "AstroShadbalaPlanetsItemSthana",
    "AstroShadbalaStrongestItem",
    "AstroShadbalaTimeLords",
    "AstroShadbalaTimeLordsAbda",
    "AstroShadbalaTimeLordsHora",
    "AstroShadbalaTimeLordsMasa",
    "AstroShadbalaTimeLordsVara",
    "AstroSolarReturn",
    "AstroSolarReturnChart",
    "AstroSolarReturnChartHouseSystem",
    "AstroSolarReturnChartNodeType",
    "AstroSolarReturnChartZodiac",
    "AstroSolarReturnLocation",
    "AstroSolarReturnNatal",
    "AstroSolarReturnNatalHouseSystem",
    "AstroSolarReturnNatalNodeType",
    "AstroSolarReturnNatalZodiac",
    "AstroSynastry",
    "AstroSynastryComposite",
    "AstroSynastryCompositePointsItem",
    "AstroSynastryDavison",
    "AstroSynastryDavisonChart",
    "AstroSynastryDavisonChartHouseSystem",
    "AstroSynastryDavisonChartNodeType",
    "AstroSynastryDavisonChartZodiac",
    "AstroSynastryPerson1",
    "AstroSynastryPerson1HouseSystem",
    "AstroSynastryPerson1NodeType",
    "AstroSynastryPerson1Zodiac",
    "AstroSynastryPerson2",
    "AstroSynastryPerson2HouseSystem",
    "AstroSynastryPerson2NodeType",
    "AstroSynastryPerson2Zodiac",
    "AstroSynastrySummary",
    "AstroTimeInfo",
    "AstroTimeInfoDstRule",
    "AstroTimeInfoTzSource",
    "AstroTimeSpan",
    "AstroTimelineEvent",
    "AstroTimelineEventFromSign",
    "AstroTimelineEventPlanet",
    "AstroTimelineEventSign",
    "AstroTimelineEventType",
    "AstroTransit",
    "AstroTransitHit",
    "AstroTransitHitAspect",
    "AstroTransitPlanet",
    "AstroTransitSign",
    "AstroTransits",
    "AstroTransitsNatal",
    "AstroTransitsNatalHouseSystem",
    "AstroTransitsNatalNodeType",
    "AstroTransitsNatalZodiac",
    "AstroTransitsTimeline",
    "AstroTransitsTransitsItem",
    "AstroVargaChart",
    "AstroVargaChartChart",
    "AstroVargaChartConvention",
    "AstroVargaChartVargottamaItem",
    "AstroVargaPlacement",
    "AstroVargaPlacementLord",
    "AstroVargaPlacementSign",
    "AstroVargaPlanet",
    "AstroVargaPlanetLord",
    "AstroVargaPlanetName",
    "AstroVargaPlanetSign",
    "AstroWesternHouse",
    "AstroWesternPoint",
    "AstroWesternPointName",
    "AstroYoga",
    "AstroYogaName",
    "AstroYogaStrength",
    "Balance",
    "Batch",
    "BatchCreateRequest",
    "BatchCreateRequestMetadata",
    "BatchList",
    "BatchMetadata",
    "BatchRequestItem",
    "BatchResult",
    "BatchResultError",
    "BatchStatus",
    "BillingAlert",
    "BillingAlertDelivery",
    "BillingAlertDeliveryStatus",
    "BillingAlertList",
    "BillingAlertThresholdPercent",
    "BillingLimits",
    "BillingLimitsUpdate",
    "ChatAssistantMessage",
    "ChatCompletion",
    "ChatCompletionChoicesItem",
    "ChatCompletionChoicesItemFinishReason",
    "ChatCompletionChoicesItemMessage",
    "ChatCompletionChunk",
    "ChatCompletionChunkChoicesItem",
    "ChatCompletionChunkChoicesItemDelta",
    "ChatCompletionChunkChoicesItemDeltaFunctionCall",
    "ChatCompletionChunkChoicesItemDeltaToolCallsItem",
    "ChatCompletionChunkChoicesItemDeltaToolCallsItemFunction",
    "ChatCompletionChunkChoicesItemFinishReasonType1",
    "ChatCompletionChunkChoicesItemFinishReasonType2Type1",
    "ChatCompletionChunkChoicesItemFinishReasonType3Type1",
    "ChatCompletionRequest",
    "ChatCompletionRequestFunctionCallType0",
    "ChatCompletionRequestFunctionCallType1",
    "ChatCompletionRequestLogitBiasType0",
    "ChatCompletionRequestMetadataType0",
    "ChatCompletionRequestReasoningEffortType1",
    "ChatCompletionRequestReasoningEffortType2Type1",
    "ChatCompletionRequestReasoningEffortType3Type1",
    "ChatCompletionRequestStreamOptionsType0",
    "ChatCompletionRequestToolChoiceType0",
    "ChatCompletionRequestToolChoiceType1",
    "ChatCompletionRequestToolChoiceType1Function",
    "ChatCompletionRequestVerbosityType1",
    "ChatCompletionRequestVerbosityType2Type1",
    "ChatCompletionRequestVerbosityType3Type1",
    "ChatCompletionStreamEvent",
    "ChatCompletionUsage",
    "ChatCompletionUsageCompletionTokensDetails",
    "ChatCompletionUsagePromptTokensDetails",
    "ChatDeveloperMessage",
    "ChatFunctionCall",
    "ChatFunctionDefinition",
    "ChatFunctionDefinitionParameters",
    "ChatFunctionMessage",
    "ChatImagePart",
    "ChatImagePartImageUrl",
    "ChatImagePartImageUrlDetail",
    "ChatLogprobsType0",
    "ChatRefusalPart",
    "ChatResponseFormatType0",
    "ChatResponseFormatType1",
    "ChatResponseFormatType2JsonSchemaSchema",
    "ChatSystemMessage",
    "ChatTextPart",
    "ChatTokenLogprob",
    "ChatTokenLogprobTopLogprobsItem",
    "ChatTool",
    "ChatToolCall",
    "ChatToolCallFunction",
    "ChatToolMessage",
    "ChatUserMessage",
    "Citation",
    "Cluster",
    "ClusterCreateRequest",
    "ClusterCreateRequestGpuType",
    "ClusterCreateRequestRegion",
    "ClusterCreateRequestScheduler",
    "ClusterGpuType",
    "ClusterList",
    "ClusterNode",
    "ClusterNodeStatus",
    "ClusterRegion",
    "ClusterScheduler",
    "ClusterStatus",
    "Deposit",
    "DepositChargeCurrency",
    "DepositProvider",
    "DepositRequest",
    "DepositRequestCurrency",
    "DepositStatus",
    "EmbeddingCreateRequest",
    "EmbeddingCreateRequestEncodingFormat",
    "EmbeddingList",
    "EmbeddingListDataItem",
    "EmbeddingListUsage",
    "Endpoint",
    "EndpointCreateRequest",
    "EndpointCreateRequestHardware",
    "EndpointHardware",
    "EndpointList",
    "EndpointStatus",
    "Error",
    "ErrorError",
    "ErrorErrorType",
    "Evaluation",
    "EvaluationAggregate",
    "EvaluationAggregateLabelCounts",
    "EvaluationCreateRequest",
    "EvaluationCreateRequestScale",
    "EvaluationCreateRequestType",
    "EvaluationList",
    "EvaluationProgress",
    "EvaluationResult",
    "EvaluationStatus",
    "EvaluationTestCase",
    "EvaluationType",
    "FileDeleted",
    "FileList",
    "FileObject",
    "FileObjectPurpose",
    "FileObjectStatus",
    "FileUploadRequest",
    "FileUploadRequestPurpose",
    "FineTuningJob",
    "FineTuningJobCreateRequest",
    "FineTuningJobCreateRequestHyperparameters",
    "FineTuningJobCreateRequestMethod",
    "FineTuningJobErrorType1",
    "FineTuningJobHyperparameters",
    "FineTuningJobList",
    "FineTuningJobMethod",
    "FineTuningJobStatus",
    "GetAshtakavargaAyanamsa",
    "GetAshtakavargaLanguage",
    "GetAshtakavargaNode",
    "GetAspectsHouseSystem",
    "GetAspectsNode",
    "GetAvakahadaAyanamsa",
    "GetAvakahadaLanguage",
    "GetAvakahadaNode",
    "GetBhavaAyanamsa",
    "GetBhavaLanguage",
    "GetBhavaMethod",
    "GetBhavaNode",
    "GetChartDrekkana",
    "GetChartFormat",
    "GetChartHora",
    "GetChartHouseSystem",
    "GetChartLanguage",
    "GetChartNode",
    "GetChartStyle",
    "GetChartSystem",
    "GetChartTrimsamsa",
    "GetDashaSystemAyanamsa",
    "GetDashaSystemNode",
    "GetDashaSystemSystem",
    "GetDivisionalAyanamsa",
    "GetDivisionalDrekkana",
    "GetDivisionalHora",
    "GetDivisionalLanguage",
    "GetDivisionalNode",
    "GetDivisionalTrimsamsa",
    "GetDoshasAyanamsa",
    "GetDoshasLanguage",
    "GetDoshasNode",
    "GetFestivalsConvention",
    "GetFestivalsLanguage",
    "GetGocharaAyanamsa",
    "GetGocharaLanguage",
    "GetGocharaNode",
    "GetHoroscopeLanguage",
    "GetHoroscopeSign",
    "GetHoroscopeType",
    "GetIngressesAyanamsa",
    "GetIngressesNode",
    "GetKundaliAyanamsa",
    "GetKundaliDrekkana",
    "GetKundaliHora",
    "GetKundaliHouseSystem",
    "GetKundaliLanguage",
    "GetKundaliNode",
    "GetKundaliSystem",
    "GetKundaliTrimsamsa",
    "GetLunarReturnHouseSystem",
    "GetLunarReturnNode",
    "GetMatchMethod",
    "GetMatchPariharas",
    "GetPanchangLanguage",
    "GetPaymentPageResult",
    "GetProgressionsHouseSystem",
    "GetProgressionsNode",
    "GetReportAyanamsa",
    "GetReportHouseSystem",
    "GetReportLanguage",
    "GetReportNode",
    "GetReportSystem",
    "GetShadbalaAyanamsa",
    "GetShadbalaLanguage",
    "GetShadbalaNode",
    "GetSolarReturnHouseSystem",
    "GetSolarReturnNode",
    "GetSynastryHouseSystem",
    "GetSynastryNode",
    "GetTransitsAspectSet",
    "GetTransitsHouseSystem",
    "GetTransitsNode",
    "GetWheelFormat",
    "GetWheelHouseSystem",
    "GetWheelKind",
    "GetWheelNode",
    "HandlePaymentWebhookBody",
    "HandlePaymentWebhookProvider",
    "HandlePaymentWebhookResponse200",
    "Health",
    "HealthDatabase",
    "HealthStatus",
    "ImageGenerationRequest",
    "ImageGenerationRequestResponseFormatType1",
    "ImageGenerationRequestResponseFormatType2Type1",
    "ImageGenerationRequestResponseFormatType3Type1",
    "ImageGenerationRequestSizeType1",
    "ImageGenerationRequestSizeType2Type1",
    "ImageGenerationRequestSizeType3Type1",
    "ImagesResponse",
    "ListFilesPurpose",
    "Model",
    "ModelCapabilities",
    "ModelDeprecation",
    "ModelKind",
    "ModelList",
    "Plan",
    "Scope",
    "SpeechCreateRequest",
    "SpeechCreateRequestResponseFormat",
    "SpeechVoice",
    "Transcription",
    "TranscriptionCreateRequest",
    "TranscriptionCreateRequestResponseFormat",
    "Usage",
    "UsageRow",
    "VerboseTranscription",
    "VerboseTranscriptionSegmentsItem",
    "VoiceBirthDetails",
    "VoiceRequest",
    "VoiceRequestResponseFormat",
)
