// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "codectestkit.h"

using namespace polychip::api;
using namespace polychip::test;

/** Codecs of the storage, billing and budget types. */
class BillingCodecTest final : public QObject
{
    Q_OBJECT

    using Group = CodecGroup<Snapshot,
                             Volume,
                             VolumeCreate,
                             AttachRequest,
                             Account,
                             UsageGroup,
                             UsageReport,
                             LedgerItem,
                             BudgetScope,
                             Budget,
                             BudgetCreate,
                             BudgetPatch,
                             Page<Snapshot>,
                             Page<Volume>,
                             Page<LedgerItem>,
                             Page<Budget>>;

private Q_SLOTS:
    void roundTrip_data() { Group::roundTripData(); }
    void roundTrip() { Group::roundTrip(); }
    void malformed_data() { Group::malformedData(); }
    void malformed() { Group::malformed(); }
    void tolerated_data() { Group::toleratedData(); }
    void tolerated() { Group::tolerated(); }

    void moneyIsExactToTheMicro()
    {
        LedgerItem item = sample<LedgerItem>();
        item.costMicros = 9007199254740991; // 2^53 - 1: the largest exact JSON integer
        const auto back = decode<LedgerItem>(encode(item));
        QVERIFY(back.ok());
        QCOMPARE(back->costMicros, std::int64_t(9007199254740991));
    }

    void balanceMayBeNegativeButCostMayNot()
    {
        Account a = sample<Account>();
        a.balanceMicros = -1500;
        QVERIFY(decode<Account>(encode(a)).ok());
        Json j = toJson(a);
        j["month_to_date_micros"] = -1;
        const auto r = fromJson<Account>(j);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().field, std::string("$.month_to_date_micros"));
    }

    void deltaPageCarriesTombstones()
    {
        const auto page = decode<Page<Volume>>(
            R"({"revision": 120, "items": [], "deleted": [{"id": "vol_1", "deleted": true,
                "revision": 118}], "next_page_token": "abc"})");
        QVERIFY(page.ok());
        QCOMPARE(page->revision, std::int64_t(120));
        QCOMPARE(page->deleted.at(0).id, std::string("vol_1"));
        QCOMPARE(page->nextPageToken.value(), std::string("abc"));
    }
};

QTEST_GUILESS_MAIN(BillingCodecTest)
#include "tst_billingcodec.moc"
