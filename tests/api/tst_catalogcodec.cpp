// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "codectestkit.h"

using namespace polychip::api;
using namespace polychip::test;

/** Codecs of the service and catalog types. */
class CatalogCodecTest final : public QObject
{
    Q_OBJECT

    using Group = CodecGroup<ErrorDetail,
                             ErrorResponse,
                             Health,
                             User,
                             Organization,
                             Quotas,
                             Me,
                             RegionCapacity,
                             Accelerator,
                             Image,
                             AutoSleep,
                             Schedule,
                             TemplateBackend,
                             Template,
                             Model,
                             Dataset,
                             Page<Accelerator>,
                             Page<Image>,
                             Page<Template>,
                             Page<Model>,
                             Page<Dataset>>;

private Q_SLOTS:
    void roundTrip_data() { Group::roundTripData(); }
    void roundTrip() { Group::roundTrip(); }
    void malformed_data() { Group::malformedData(); }
    void malformed() { Group::malformed(); }
    void tolerated_data() { Group::toleratedData(); }
    void tolerated() { Group::tolerated(); }

    void acceleratorFromTheSpec()
    {
        const auto a = decode<Accelerator>(R"({
            "id": "nvidia-a100-80g", "name": "A100 SXM 80GB", "vendor": "NVIDIA",
            "backend": "gpu", "memory_gib": 80, "memory_type": "HBM2e", "bandwidth_tbps": 2.0,
            "peak_tflops": {"bf16": 312, "fp16": 312, "int8": 624}, "power_w": 400,
            "allowed_counts": [1, 2, 4, 8, 16], "price_per_chip_hour_micros": 11500000,
            "cu_per_chip_hour": 780,
            "regions": [{"region": "cn-east", "capacity": 64, "available": 60}]})");
        QVERIFY(a.ok());
        QCOMPARE(a->backend, Backend::Gpu);
        QCOMPARE(a->peakTflops.at("bf16"), 312.0);
        QCOMPARE(a->allowedCounts.size(), std::size_t(5));
        QCOMPARE(a->pricePerChipHourMicros, std::int64_t(11500000));
        QCOMPARE(a->regions.at(0).available, std::int64_t(60));
        QVERIFY(!a->source.has_value());
    }

    void acceleratorCountsMustBePositive()
    {
        Accelerator a = sample<Accelerator>();
        a.allowedCounts = {1, 0};
        const auto r = decode<Accelerator>(encode(a));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().field, std::string("$.allowed_counts[1]"));
    }

    void anAbsentListIsEmptyAndMustBeAllowedToBe()
    {
        // Found by the fuzzer: absent meant empty but skipped the list's minItems, so a
        // template without backends decoded, encoded as "backends": [] and then did not decode.
        Template t = sample<Template>();
        QVERIFY(!t.backends.empty());
        Json json = toJson(t);
        json.erase("backends");
        const std::string absent = json.dump();
        json["backends"] = nullptr;
        const std::string null = json.dump();
        for (const std::string &text : {absent, null}) {
            const auto lenient = decode<Template>(text);
            QVERIFY2(!lenient.ok(), text.c_str());
            QCOMPARE(lenient.error().field, std::string("$.backends"));
            QVERIFY(!decode<Template>(text, {.rejectUnknownFields = true}).ok());
        }
        // A list that may be empty may still be absent.
        json.erase("backends");
        json["backends"] = toJson(t)["backends"];
        json.erase("dataset_ids");
        QVERIFY(decode<Template>(json.dump()).ok());
    }

    void errorResponseBecomesApiError()
    {
        const auto e = errorFromResponse(
            422, R"({"error": {"code": "CAPACITY_EXHAUSTED", "message": "no H100 left",
                               "request_id": "req_42", "details": {"accelerator": "h100"}}})");
        QVERIFY(e.kind == ErrorKind::Api);
        QCOMPARE(e.httpStatus, 422);
        QCOMPARE(e.code, std::string("CAPACITY_EXHAUSTED"));
        QCOMPARE(e.message, std::string("no H100 left"));
        QCOMPARE(e.requestId, std::string("req_42"));
        QVERIFY(e.field.empty()); // details without a field or reason

        const auto invalid = errorFromResponse(
            400, R"({"error": {"code": "INVALID_ARGUMENT", "message": "bad count",
                               "details": {"field": "count"}}})");
        QCOMPARE(invalid.field, std::string("count"));
        const auto replay
            = errorFromResponse(401, R"({"error": {"code": "UNAUTHENTICATED", "message": "seen",
                               "details": {"reason": "REPLAY"}}})");
        QCOMPARE(replay.field, std::string("REPLAY"));
        const auto odd = errorFromResponse(
            401,
            R"({"error": {"code": "UNAUTHENTICATED", "message": "x", "details": {"reason": 7}}})");
        QVERIFY(odd.field.empty());

        const auto proxy = errorFromResponse(502, "<html>Bad gateway</html>");
        QVERIFY(proxy.kind == ErrorKind::Http);
        QCOMPARE(proxy.httpStatus, 502);
        QVERIFY(proxy.code.empty());
    }

    void unknownEnumKeepsTheListUsable()
    {
        const auto page = decode<Page<Image>>(R"({"revision": 3, "items": [
            {"id": "a", "name": "A", "backend": "quantum", "framework": "f", "version": "1"},
            {"id": "b", "name": "B", "backend": "tpu", "framework": "jax", "version": "0.4"}]})");
        QVERIFY(page.ok());
        QCOMPARE(page->items.size(), std::size_t(2));
        QCOMPARE(page->items[0].backend, Backend::Unknown);
        QCOMPARE(page->items[1].backend, Backend::Tpu);
        QVERIFY(!page->nextPageToken.has_value());
        QVERIFY(page->deleted.empty());
    }
};

QTEST_GUILESS_MAIN(CatalogCodecTest)
#include "tst_catalogcodec.moc"
