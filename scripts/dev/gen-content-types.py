#!/usr/bin/env python3
"""Writes the Strapi schema.json of each LCMDP content type. Detections and reports share the review fields,
so both are generated from one definition here; run this after changing a field, then commit the JSON."""
import json, os

ROOT = os.path.join(os.path.dirname(__file__), '..', '..', 'cms', 'src')
STATUSES = ['suspected_violation', 'reviewing', 'pending_approval', 'to_be_updated', 'violation', 'non_violation']
DECISIONS = ['violation', 'non_violation', 'to_be_updated']
VARIANTS = ['international', 'laos']
PRODUCT_TYPES = ['infant_formula', 'follow_on_formula', 'grow_on_formula', 'bottles_teats', 'complementary_food',
                 'complementary_food_inappropriate_label']
USER = 'plugin::users-permissions.user'

def enum(values, **kw):
    return {'type': 'enumeration', 'enum': values, **kw}

def user_rel():
    return {'type': 'relation', 'relation': 'manyToOne', 'target': USER}

REVIEW = {
    'variant': enum(VARIANTS, required=True, default='international'),
    'reviewStatus': enum(STATUSES, required=True),
    'aiStatus': enum(['suspected_violation', 'non_violation']),
    'aiScore': {'type': 'decimal'},
    'aiFindings': {'type': 'json'},
    'supervisorStatus': enum(DECISIONS),
    'supervisorBy': user_rel(),
    'supervisorAt': {'type': 'datetime'},
    'operatorStatus': enum(DECISIONS),
    'operatorBy': user_rel(),
    'operatorAt': {'type': 'datetime'},
    'approvedAt': {'type': 'datetime'},
    'violationCodes': {'type': 'relation', 'relation': 'manyToMany', 'target': 'api::violation-code.violation-code'},
    'violationTypes': {'type': 'relation', 'relation': 'manyToMany', 'target': 'api::violation-type.violation-type'},
    'violationCount': {'type': 'integer', 'default': 0, 'min': 0},
    'trackedAt': {'type': 'datetime'},
    'archived': {'type': 'boolean', 'default': False, 'required': True},
    'company': {'type': 'string'},
    'brand': {'type': 'string'},
    'productType': enum(PRODUCT_TYPES),
}

def ct(name, plural, display, description, attributes, indexes=None):
    table = plural.replace('-', '_')
    return {
        'kind': 'collectionType',
        'collectionName': plural.replace('-', '_'),
        'info': {'singularName': name, 'pluralName': plural, 'displayName': display, 'description': description},
        'options': {'draftAndPublish': False},
        'pluginOptions': {},
        'attributes': attributes,
        **({'indexes': [{'name': f'{table}_by_{"_".join(c[:6] for c in cols)}', 'columns': cols} for cols in indexes]}
           if indexes else {}),
    }

TYPES = {
    'detection': ct('detection', 'detections', 'Detection',
        'An item found by the AI detector (or by a staff check), with its evidence and its review chain.', {
        'origin': enum(['crawler', 'check'], required=True, default='crawler'),
        'platform': {'type': 'string', 'required': True},
        'pageUrl': {'type': 'text', 'required': True},
        'caption': {'type': 'text'},
        'images': {'type': 'media', 'multiple': True, 'allowedTypes': ['images']},
        'evidenceScreenshot': {'type': 'media', 'multiple': False, 'allowedTypes': ['images']},
        'evidenceHtml': {'type': 'media', 'multiple': False, 'allowedTypes': ['files']},
        'evidenceHashes': {'type': 'json'},
        'crawledAt': {'type': 'datetime', 'required': True},
        'postedAt': {'type': 'datetime'},
        'contentHash': {'type': 'string', 'required': True, 'unique': True},
        'source': {'type': 'relation', 'relation': 'manyToOne', 'target': 'api::data-option.data-option'},
        **REVIEW,
    }, indexes=[['origin', 'variant', 'review_status', 'archived', 'crawled_at'],  # staff queues
                # Public lists (any origin): operator_status in the index lets counts read the index alone.
                ['variant', 'review_status', 'archived', 'operator_status', 'crawled_at'],
                ['review_status', 'archived', 'operator_status', 'crawled_at'],  # public get_data (no variant)
                ['review_status', 'archived', 'crawled_at'],  # staff get_data by status, newest first
                ['crawled_at']]),
    'report': ct('report', 'reports', 'Report',
        'A suspected violation reported by the public through the report form, with its review chain.', {
        'observedOn': {'type': 'date', 'required': True},
        'province': {'type': 'string', 'required': True},
        'category': enum(['promotion_to_public', 'promotion_at_point_of_sale', 'inappropriate_labeling',
                          'health_settings_workers'], required=True),
        'details': {'type': 'json'},
        'activity': {'type': 'text'},
        'images': {'type': 'media', 'multiple': True, 'allowedTypes': ['images']},
        'url': {'type': 'text'},
        'suspectedText': {'type': 'text'},
        'suspectedLink': {'type': 'text'},
        'description': {'type': 'text'},
        'additionalInfo': {'type': 'text'},
        # Reporter identity: private (never in Strapi's own API output) and never serialised for non-staff.
        'reporter': {'type': 'component', 'repeatable': False, 'component': 'report.reporter-contact',
                     'private': True},
        'submittedFromIpHash': {'type': 'string', 'private': True},
        **REVIEW,
    }, indexes=[['variant', 'review_status', 'archived', 'operator_status', 'observed_on'],
                ['variant', 'review_status', 'archived', 'observed_on'],
                ['review_status', 'archived', 'operator_status', 'observed_on']]),
    'violation-code': ct('violation-code', 'violation-codes', 'Violation code',
        'One provision of the International Code / WHA resolutions or of Lao law that an item may breach.', {
        'code': {'type': 'string', 'required': True},
        'variant': enum(VARIANTS, required=True),
        'group': enum(['promotion_to_public', 'labeling_required_text', 'prohibited_text', 'information_education',
                       'information_health_workers', 'sponsorship_conflict_of_interest', 'complementary_foods'],
                      required=True),
        'nameLo': {'type': 'text', 'required': True},
        'nameEn': {'type': 'text'},
        'legalReference': {'type': 'string'},
        'referenceConfirmed': {'type': 'boolean', 'default': False},
        'sortOrder': {'type': 'integer', 'default': 0},
    }, indexes=[['variant', 'code']]),
    'violation-type': ct('violation-type', 'violation-types', 'Violation type',
        'A kind of violation (advertising, labelling, ...) shown with its colour.', {
        'key': {'type': 'string', 'required': True},
        'variant': enum(VARIANTS, required=True),
        'nameLo': {'type': 'string', 'required': True},
        'nameEn': {'type': 'string'},
        'color': {'type': 'string', 'required': True, 'regex': '^#[0-9a-fA-F]{6}$'},
    }),
    'data-option': ct('data-option', 'data-options', 'Data option',
        'The reviewers\' reference library: companies, brands (with product images), product types, report '
        'vocabularies and the monitored sources.', {
        'kind': enum(['company', 'brand', 'product_type', 'place', 'promotion_kind', 'label_problem', 'source'],
                     required=True),
        'variant': enum(VARIANTS + ['both'], required=True, default='both'),
        'key': {'type': 'string', 'required': True},
        'nameLo': {'type': 'string', 'required': True},
        'nameEn': {'type': 'string'},
        'parentKey': {'type': 'string'},
        'images': {'type': 'media', 'multiple': True, 'allowedTypes': ['images']},
        'url': {'type': 'text'},
        'platform': {'type': 'string'},
        'intervalMinutes': {'type': 'integer', 'min': 5},
        'active': {'type': 'boolean', 'default': True, 'required': True},
    }, indexes=[['kind', 'variant', 'key']]),
    'law-file': ct('law-file', 'law-files', 'Law file',
        'The current law PDF of a variant (one each for international and Laos).', {
        'variant': enum(VARIANTS, required=True, unique=True),
        'file': {'type': 'media', 'multiple': False, 'allowedTypes': ['files'], 'required': True},
        'uploadedBy': user_rel(),
    }),
    'review-event': ct('review-event', 'review-events', 'Review event',
        'Append-only log of every change in an item\'s review chain: who, when, what.', {
        'itemKind': enum(['detection', 'report'], required=True),
        'itemId': {'type': 'string', 'required': True},
        'variant': enum(VARIANTS, required=True),
        'level': enum(['ai', 'supervisor', 'operator', 'public', 'staff'], required=True),
        'action': enum(['created', 'status', 'codes', 'types', 'violation_count', 'archive'], required=True),
        'fromStatus': {'type': 'string'},
        'toStatus': {'type': 'string'},
        'codes': {'type': 'json'},
        'types': {'type': 'json'},
        'actor': user_rel(),
        'actorLabel': {'type': 'string'},
        'note': {'type': 'text'},
        'at': {'type': 'datetime', 'required': True},
    }, indexes=[['item_kind', 'item_id', 'at']]),
}

for name, schema in TYPES.items():
    d = os.path.join(ROOT, 'api', name, 'content-types', name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, 'schema.json'), 'w') as f:
        json.dump(schema, f, indent=2, ensure_ascii=False)
        f.write('\n')

comp = os.path.join(ROOT, 'components', 'report')
os.makedirs(comp, exist_ok=True)
with open(os.path.join(comp, 'reporter-contact.json'), 'w') as f:
    json.dump({
        'collectionName': 'components_report_reporter_contacts',
        'info': {'displayName': 'Reporter contact', 'description': 'Confidential: only staff may see it.'},
        'options': {},
        'attributes': {
            'fullName': {'type': 'string', 'private': True},
            'email': {'type': 'email', 'private': True},
            'organisation': {'type': 'string', 'private': True},
        },
    }, f, indent=2)
    f.write('\n')
print('written', ', '.join(TYPES))
