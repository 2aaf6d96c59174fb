// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "codectestkit.h"

using namespace polychip::api;
using namespace polychip::test;

/** Codecs of the quote, instance and operation types. */
class InstanceCodecTest final : public QObject
{
    Q_OBJECT

    using Group = CodecGroup<LaunchSpec,
                             MemoryFit,
                             QuoteOption,
                             Quote,
                             LiveMetrics,
                             Endpoints,
                             BackendHistoryEntry,
                             Instance,
                             InstancePatch,
                             SnapshotRequest,
                             SwitchRequest,
                             Operation,
                             InstanceOperation,
                             MetricSeries,
                             LogLine,
                             LogPage,
                             Page<Instance>>;

private Q_SLOTS:
    void roundTrip_data() { Group::roundTripData(); }
    void roundTrip() { Group::roundTrip(); }
    void malformed_data() { Group::malformedData(); }
    void malformed() { Group::malformed(); }
    void tolerated_data() { Group::toleratedData(); }
    void tolerated() { Group::tolerated(); }

    void minimalLaunchSpecIsAccepted()
    {
        const auto spec
            = decode<LaunchSpec>(R"({"name": "llama", "template_id": "tpl-llama3-8b-pretrain"})",
                                 {.rejectUnknownFields = true});
        QVERIFY(spec.ok());
        QCOMPARE(spec->templateId.value(), std::string("tpl-llama3-8b-pretrain"));
        QVERIFY(!spec->count.has_value());
        QVERIFY(spec->labels.empty());
    }

    void aQuoteWithoutANameEncodesAsItCame()
    {
        // Found by the fuzzer: a spec without a name (a quote's) encoded as "name": "",
        // which its rule refuses, so the encoded spec did not decode again.
        const auto quote = decode<LaunchSpec>(R"({"template_id": "tpl-qwen2-7b-lora"})",
                                              {.rejectUnknownFields = true});
        QVERIFY(quote.ok());
        QVERIFY(quote->name.empty());
        const std::string text = encode(*quote);
        QVERIFY2(text.find("\"name\"") == std::string::npos, text.c_str());
        const auto again = decode<LaunchSpec>(text, {.rejectUnknownFields = true});
        QVERIFY(again.ok());
        QCOMPARE(encode(*again), text);
        // A fault set's zeros stay written: they are allowed on the wire.
        QVERIFY(encode(Faults{}).find("\"latency_ms\":0") != std::string::npos);
    }

    void launchSpecNamesTheBadField()
    {
        const auto spec = decode<LaunchSpec>(R"({"name": "x", "auto_sleep": {"enabled": true,
            "utilization_below_pct": 250, "for_minutes": 10}})",
                                             {.rejectUnknownFields = true});
        QVERIFY(!spec.ok());
        QCOMPARE(spec.error().field, std::string("$.auto_sleep.utilization_below_pct"));
        QVERIFY(spec.error().message.find("maximum") != std::string::npos);
    }

    void theBasicViewLeavesOutOnlyTheFullViewsFields()
    {
        Instance whole;
        fillSample(whole, Rule{});
        const Json basic = toJson(whole, View::Basic);
        int left = 0;
        for (const FieldInfo &f : schemaFields<Instance>()) {
            QVERIFY2(basic.contains(f.name) == !f.rule.fullView, f.name.c_str());
            left += f.rule.fullView ? 1 : 0;
        }
        QVERIFY(left >= 5); // endpoints, policies, history, image...
        QVERIFY(dumpJson(basic).size() < encode(whole).size() * 3 / 4);

        // A basic record is valid to both decoders, its full view's fields at their defaults;
        // the whole record's fields go back in with copyFullViewFields.
        const auto fast = decode<Instance>(dumpJson(basic));
        const auto dom = fromJson<Instance>(basic);
        QVERIFY(fast);
        QVERIFY(dom);
        QVERIFY(*fast == *dom);
        Instance expected = whole;
        copyFullViewFields(Instance{}, expected);
        QVERIFY(*fast == expected);
        // What a basic record holds encodes and decodes again, in either view (the empty image
        // is left out, as it came: a fuzzer finding).
        QVERIFY(decode<Instance>(encode(*fast)));
        QVERIFY(*decode<Instance>(encode(*fast)) == *fast);
        Instance merged = *fast;
        copyFullViewFields(whole, merged);
        QVERIFY(merged == whole);
        // A page in the basic view leaves them out of every item.
        Page<Instance> page;
        page.items = {whole, whole};
        const Json items = toJson(page, View::Basic)["items"];
        QCOMPARE(items.size(), std::size_t(2));
        QVERIFY(!items[1].contains("endpoints"));
        QVERIFY(toJson(page)["items"][1].contains("endpoints"));
    }

    void encodingUsesTheSpecNames()
    {
        Instance i = sample<Instance>();
        i.state = InstanceState::Switching;
        i.backend = Backend::Npu;
        const Json j = toJson(i);
        QCOMPARE(j.at("state").get<std::string>(), std::string("switching"));
        QCOMPARE(j.at("backend").get<std::string>(), std::string("npu"));
        QVERIFY(j.contains("price_per_hour_micros"));
        QVERIFY(j.at("live").contains("tokens_per_s"));
        QCOMPARE(j.at("created_at").get<std::string>(), std::string("2026-12-02T08:00:00Z"));
        i.stateReason.reset();
        QVERIFY(!toJson(i).contains("state_reason")); // absent optionals are left out
    }

    void everyStateRoundTrips()
    {
        for (const auto &[state, name] : EnumInfo<InstanceState>::values) {
            Instance i = sample<Instance>();
            i.state = state;
            const auto back = decode<Instance>(encode(i));
            QVERIFY(back.ok());
            QCOMPARE(back->state, state);
            QCOMPARE(wireName(back->state), name);
        }
    }
};

QTEST_GUILESS_MAIN(InstanceCodecTest)
#include "tst_instancecodec.moc"
