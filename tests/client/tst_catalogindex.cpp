// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The catalogue index against a brute-force reference on a generated catalogue: text search
// (typed letter by letter and fresh, full-width and Chinese), facet choices, counts, orders,
// "fits on" and the explanation of an empty result.
#include "catalogindex.h"
#include "catalogindexer.h"
#include "catalogstore.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <random>
#include <set>

using namespace polychip;
using client::CatalogIndex;
using client::FitWorkload;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

api::Accelerator
accelerator(const std::string &id, double memoryGib, std::vector<std::int64_t> counts)
{
    api::Accelerator a;
    a.id = id;
    a.name = id;
    a.memoryGib = memoryGib;
    a.allowedCounts = std::move(counts);
    return a;
}

std::vector<api::Accelerator> accelerators()
{
    return {accelerator("big", 80, {1, 2, 4, 8}), accelerator("small", 24, {1, 2, 4, 8}),
            accelerator("pod", 16, {4, 8, 16, 32, 64})};
}

/// A catalogue with the shape of the real one: families, tasks, tags, quantised variants, and
/// a few names in Chinese.
std::vector<api::Model> generate(std::size_t n, std::uint32_t seed)
{
    static const char *const families[] = {"Llama 2", "Qwen",    "Mistral",  "BERT",
                                           "Whisper", "ChatGLM", "通义千问", "Stable Diffusion"};
    static const char *const tasks[]
        = {"text-generation", "chat", "code", "embedding", "speech-recognition", "text-to-image"};
    static const char *const tags[]
        = {"instruct", "base", "chinese", "moe", "long-context", "quantized", "vision"};
    static const char *const licenses[] = {"apache-2.0", "mit", "llama2", "other"};
    static const char *const quants[] = {"", "", "", "int8", "gptq-4bit"};
    static const double sizes[] = {0.1, 0.35, 1.3, 7, 13, 34, 70, 180};
    std::mt19937 rng(seed);
    std::vector<api::Model> out;
    for (std::size_t i = 0; i < n; ++i) {
        api::Model m;
        const std::string family = families[rng() % 8];
        m.paramsB = sizes[rng() % 8];
        m.id = "m" + std::to_string(i);
        m.name = family + " " + std::to_string(int(m.paramsB)) + "B v" + std::to_string(i % 37);
        m.family = family;
        m.license = licenses[rng() % 4];
        m.tasks = {tasks[rng() % 6]};
        if (rng() % 3 == 0)
            m.tasks.push_back(tasks[rng() % 6]);
        m.tags = {tags[rng() % 7]};
        m.formats = {rng() % 2 ? "safetensors" : "gguf"};
        const std::string q = quants[rng() % 5];
        if (!q.empty())
            m.quantization = q;
        m.sizeGib = m.paramsB * 1.9;
        m.popularity = std::int64_t(rng() % 100000);
        api::ModelMemory mem;
        mem.runtimeBytesPerChip = std::int64_t(2 * kGiB);
        const double p = m.paramsB * 1e9;
        mem.inferenceBytes = std::int64_t((q == "int8" ? 1.0 : 2.0) * p * 1.2);
        mem.loraBytes = std::int64_t(2.16 * p * 1.2);
        if (q.empty())
            mem.finetuneBytes = std::int64_t(16 * p * 1.2);
        m.memory = mem;
        out.push_back(std::move(m));
    }
    return out;
}

bool fitsSomewhere(const api::Model &m, FitWorkload w, const api::Accelerator &a)
{
    std::optional<std::int64_t> bytes = w == FitWorkload::Inference ? m.memory->inferenceBytes
                                        : w == FitWorkload::Lora    ? m.memory->loraBytes
                                                                    : m.memory->finetuneBytes;
    if (!bytes)
        return false;
    for (auto n : a.allowedCounts) {
        if (double(*bytes) + double(n) * double(m.memory->runtimeBytesPerChip)
            <= double(n) * a.memoryGib * kGiB)
            return true;
    }
    return false;
}

/// The facet values of model m, by facet key, as the index names them.
std::vector<QString> valuesOf(const api::Model &m,
                              const QString &key,
                              FitWorkload w,
                              const std::vector<api::Accelerator> &accs)
{
    std::vector<QString> out;
    const auto add = [&](const std::string &s) { out.push_back(QString::fromStdString(s)); };
    const auto range = [&](const std::vector<double> &bounds, double v) {
        for (std::size_t r = 0; r + 1 < bounds.size(); ++r) {
            if (v >= bounds[r] && v < bounds[r + 1])
                out.push_back(QString::number(r));
        }
    };
    if (key == QLatin1String("family"))
        add(m.family);
    else if (key == QLatin1String("task"))
        for (const auto &t : m.tasks)
            add(t);
    else if (key == QLatin1String("license"))
        add(m.license);
    else if (key == QLatin1String("format"))
        for (const auto &f : m.formats)
            add(f);
    else if (key == QLatin1String("quantization"))
        add(m.quantization.value_or(""));
    else if (key == QLatin1String("params"))
        range(CatalogIndex::paramBounds(), m.paramsB);
    else if (key == QLatin1String("size"))
        range(CatalogIndex::sizeBounds(), m.sizeGib);
    else if (key == QLatin1String("fits"))
        for (const auto &a : accs)
            if (fitsSomewhere(m, w, a))
                add(a.id);
    return out;
}

/// The brute-force answer: which entries pass, in no particular order.
std::set<int> reference(const std::vector<api::Model> &models,
                        const CatalogIndex &index,
                        const CatalogIndex::Query &q,
                        const std::vector<api::Accelerator> &accs,
                        int skipFacet = -1)
{
    const QStringList words = q.text.normalized(QString::NormalizationForm_KC)
                                  .toCaseFolded()
                                  .split(QLatin1Char(' '), Qt::SkipEmptyParts);
    std::set<int> out;
    for (std::size_t i = 0; i < models.size(); ++i) {
        const auto &m = models[i];
        QString hay = QString::fromStdString(m.name + "\n" + m.id + "\n" + m.family + "\n");
        for (const auto &t : m.tasks)
            hay += QString::fromStdString(t) + QLatin1Char('\n');
        for (const auto &t : m.tags)
            hay += QString::fromStdString(t) + QLatin1Char('\n');
        hay = hay.toCaseFolded();
        bool pass = std::all_of(words.begin(), words.end(),
                                [&](const QString &w) { return hay.contains(w); });
        for (std::size_t f = 0; pass && f < index.facets().size(); ++f) {
            if (int(f) == skipFacet || f >= q.selected.size() || q.selected[f].empty())
                continue;
            const auto &facet = index.facets()[f];
            const auto mine = valuesOf(m, facet.key, q.workload, accs);
            pass = std::any_of(q.selected[f].begin(), q.selected[f].end(), [&](int v) {
                return std::find(mine.begin(), mine.end(), facet.values[v]) != mine.end();
            });
        }
        if (pass)
            out.insert(int(i));
    }
    return out;
}

} // namespace

class CatalogIndexTest final : public QObject
{
    Q_OBJECT

    /// The sizes of the indexes `indexer` hands over from now on, in order.
    const std::vector<std::size_t> &handedOver(client::CatalogIndexer &indexer)
    {
        auto sizes = std::make_shared<std::vector<std::size_t>>();
        m_handedOver.push_back(sizes);
        connect(&indexer, &client::CatalogIndexer::ready, this,
                [sizes](const std::shared_ptr<CatalogIndex> &index) {
                    sizes->push_back(index->size());
                });
        return *sizes;
    }
    std::vector<std::shared_ptr<std::vector<std::size_t>>> m_handedOver;

private Q_SLOTS:
    void gramCandidatesHoldEveryMatch()
    {
        // Entries of random bytes from a small alphabet (so that pairs repeat, some in many
        // entries and some in few: both kinds of member sets), with the separator after each.
        std::mt19937 rng(7);
        const std::string alphabet = "abcdel \xe4\xb8\x80";
        std::string text;
        std::vector<std::size_t> offsets;
        for (int e = 0; e < 3000; ++e) {
            offsets.push_back(text.size());
            const int n = int(rng() % 12);
            for (int i = 0; i < n; ++i)
                text += alphabet[rng() % alphabet.size()];
            text += '\x01';
        }
        offsets.push_back(text.size());
        client::GramIndex grams;
        grams.build(text, offsets);
        std::vector<std::string> words = {"a", "l", "\xe4", "zz", "q", "e\x01"};
        for (const char x : alphabet)
            for (const char y : alphabet)
                words.push_back({x, y});
        for (int i = 0; i < 200; ++i) {
            std::string w;
            for (int n = 3 + int(rng() % 3); n > 0; --n)
                w += alphabet[rng() % alphabet.size()];
            words.push_back(w);
        }
        for (const std::string &w : words) {
            const auto candidates = grams.candidates(w);
            for (std::size_t e = 0; e + 1 < offsets.size(); ++e) {
                const std::string_view entry(text.data() + offsets[e],
                                             offsets[e + 1] - offsets[e] - 1);
                const bool has = entry.find(w) != std::string_view::npos;
                if (has)
                    QVERIFY2(candidates.test(e), w.c_str()); // never a match missed
                else if (w.size() <= 2)
                    QVERIFY2(!candidates.test(e), w.c_str()); // exact for one or two bytes
            }
        }
    }

    void anEmptyGramIndexKeepsNoTables()
    {
        // The console builds its indexes empty before the catalogue arrives: that costs nothing.
        client::GramIndex grams;
        const std::string text = "llama\x01qwen\x01";
        grams.build(text, {0, 6, 11});
        QVERIFY(grams.bytes() > 0);
        grams.build({}, {0});
        QCOMPARE(grams.bytes(), std::size_t(0));
        QCOMPARE(grams.candidates("ll").size(), std::size_t(0));
        grams.build({}, {});
        QCOMPARE(grams.bytes(), std::size_t(0));
        // And built again, it finds again.
        grams.build(text, {0, 6, 11});
        const auto ll = grams.candidates("ll");
        QVERIFY(ll.test(0));
        QVERIFY(!ll.test(1));
        QVERIFY(grams.candidates("we").test(1));
    }

    void filtersAndCountsEqualABruteForceReference()
    {
        const auto accs = accelerators();
        const auto models = generate(3000, 7);
        CatalogIndex index;
        index.build(models, accs);
        QCOMPARE(index.size(), models.size());
        std::mt19937 rng(11);
        const QStringList texts{QString(),
                                QStringLiteral("llama"),
                                QStringLiteral("chat 7b"),
                                QStringLiteral("QWEN"),
                                QStringLiteral("instruct v1"),
                                QStringLiteral("m12"),
                                QStringLiteral("zzz")};
        for (int round = 0; round < 60; ++round) {
            CatalogIndex::Query q;
            q.text = texts[int(rng() % std::uint32_t(texts.size()))];
            q.workload = FitWorkload(rng() % 3);
            q.selected.resize(index.facets().size());
            for (std::size_t f = 0; f < index.facets().size(); ++f) {
                const auto values = index.facets()[f].values.size();
                if (rng() % 3 == 0)
                    q.selected[f].push_back(int(rng() % std::uint32_t(values)));
                if (rng() % 5 == 0)
                    q.selected[f].push_back(int(rng() % std::uint32_t(values)));
            }
            const auto r = index.run(q);
            const std::set<int> got(r.rows.begin(), r.rows.end());
            QCOMPARE(got.size(), r.rows.size()); // no row twice
            QCOMPARE(got, reference(models, index, q, accs));
            // Every count: what choosing that value alone in its facet would leave.
            for (std::size_t f = 0; f < index.facets().size(); ++f) {
                for (int v = 0; v < int(index.facets()[f].values.size()); v += 3) {
                    CatalogIndex::Query alone = q;
                    alone.selected[f] = {v};
                    QCOMPARE(std::size_t(r.counts[f][std::size_t(v)]),
                             reference(models, index, alone, accs).size());
                }
            }
        }
    }

    void typingLetterByLetterEqualsAFreshSearch()
    {
        const auto accs = accelerators();
        const auto models = generate(2000, 3);
        CatalogIndex typed, fresh;
        typed.build(models, accs);
        const QString word = QStringLiteral("mistral 13b v2");
        for (int n = 1; n <= word.size(); ++n) {
            CatalogIndex::Query q;
            q.text = word.left(n);
            fresh.build(models, accs); // no memory of an earlier text
            QCOMPARE(typed.run(q).rows, fresh.run(q).rows);
        }
        // Deleting letters widens again.
        CatalogIndex::Query q;
        q.text = QStringLiteral("mis");
        fresh.build(models, accs);
        QCOMPARE(typed.run(q).rows, fresh.run(q).rows);
    }

    void fullWidthAndChineseQueriesMatch()
    {
        const auto models = generate(500, 5);
        CatalogIndex index;
        index.build(models, accelerators());
        CatalogIndex::Query q;
        q.text = QStringLiteral("ｌｌａｍａ　２"); // full-width letters and an ideographic space
        const auto fullWidth = index.run(q).rows;
        q.text = QStringLiteral("LLAMA 2");
        QVERIFY(!fullWidth.empty());
        QCOMPARE(fullWidth, index.run(q).rows);
        q.text = QStringLiteral("通义");
        const auto chinese = index.run(q).rows;
        QVERIFY(!chinese.empty());
        for (int row : chinese)
            QCOMPARE(models[std::size_t(row)].family, std::string("通义千问"));
    }

    void ordersFollowTheSortKey()
    {
        const auto models = generate(800, 9);
        CatalogIndex index;
        index.build(models, accelerators());
        CatalogIndex::Query q;
        q.sort = CatalogIndex::Sort::Parameters;
        q.descending = true;
        auto rows = index.run(q).rows;
        QCOMPARE(rows.size(), models.size());
        for (std::size_t i = 1; i < rows.size(); ++i)
            QVERIFY(models[std::size_t(rows[i - 1])].paramsB
                    >= models[std::size_t(rows[i])].paramsB);
        const auto folded = [&](int row) {
            return QString::fromStdString(models[std::size_t(row)].name).toCaseFolded();
        };
        // Models of as many parameters come by name.
        q.descending = false;
        rows = index.run(q).rows;
        int ties = 0;
        for (std::size_t i = 1; i < rows.size(); ++i) {
            const auto &a = models[std::size_t(rows[i - 1])];
            const auto &b = models[std::size_t(rows[i])];
            QVERIFY(a.paramsB <= b.paramsB);
            if (a.paramsB == b.paramsB) {
                ++ties;
                QVERIFY(folded(rows[i - 1]) <= folded(rows[i]));
            }
        }
        QVERIFY(ties > 0);
        q.sort = CatalogIndex::Sort::Name;
        rows = index.run(q).rows;
        for (std::size_t i = 1; i < rows.size(); ++i)
            QVERIFY(folded(rows[i - 1]) <= folded(rows[i]));
        q.sort = CatalogIndex::Sort::Popularity;
        q.descending = true;
        rows = index.run(q).rows;
        for (std::size_t i = 1; i < rows.size(); ++i)
            QVERIFY(*models[std::size_t(rows[i - 1])].popularity
                    >= *models[std::size_t(rows[i])].popularity);
    }

    void fewestChipsIsTheSmallestAllowedCountThatHoldsIt()
    {
        api::ModelMemory m;
        m.runtimeBytesPerChip = std::int64_t(2 * kGiB);
        m.inferenceBytes = std::int64_t(100 * kGiB);
        m.loraBytes = std::int64_t(150 * kGiB);
        const auto a = accelerator("a", 80, {8, 1, 2, 4}); // order as given does not matter
        // 100 + 2n <= 80n: n = 2 (104 <= 160), not 1 (102 > 80).
        QCOMPARE(client::fewestChips(m, FitWorkload::Inference, a), std::optional<std::int64_t>(2));
        // 150 + 2n <= 80n: n = 2 (154 <= 160).
        QCOMPARE(client::fewestChips(m, FitWorkload::Lora, a), std::optional<std::int64_t>(2));
        // Not offered for the model.
        QCOMPARE(client::fewestChips(m, FitWorkload::Finetune, a), std::nullopt);
        m.finetuneBytes = std::int64_t(700 * kGiB);
        QCOMPARE(client::fewestChips(m, FitWorkload::Finetune, a), std::nullopt); // 716 > 640
        m.finetuneBytes = std::int64_t(600 * kGiB);
        QCOMPARE(client::fewestChips(m, FitWorkload::Finetune, a), std::optional<std::int64_t>(8));
    }

    void anEmptyResultNamesTheFacetThatEmptiedIt()
    {
        const auto accs = accelerators();
        const auto models = generate(1000, 13);
        CatalogIndex index;
        index.build(models, accs);
        const int family = index.facetIndex(QStringLiteral("family"));
        const int quant = index.facetIndex(QStringLiteral("quantization"));
        QVERIFY(family >= 0 && quant >= 0);
        CatalogIndex::Query q;
        q.text = QStringLiteral("llama");
        q.selected.resize(index.facets().size());
        // Llama models are all family "Llama 2": choosing BERT as well as the text empties it.
        q.selected[std::size_t(family)]
            = {int(index.facets()[std::size_t(family)].values.indexOf(QStringLiteral("BERT")))};
        const auto r = index.run(q);
        QVERIFY(r.rows.empty());
        QVERIFY(r.textMatches > 0);
        QCOMPARE(r.excluding, std::vector<int>{family});
        // The text alone matches nothing: no facet is to blame.
        q.text = QStringLiteral("no such model");
        const auto none = index.run(q);
        QCOMPARE(none.textMatches, 0);
        QVERIFY(none.excluding.empty());
    }

    void datasetsHaveTheirOwnFacets()
    {
        std::vector<api::Dataset> ds(3);
        ds[0].id = "c4";
        ds[0].name = "C4";
        ds[0].modality = "text";
        ds[0].languages = {"en"};
        ds[0].sizeGib = 800;
        ds[0].format = "json.gz";
        ds[1].id = "wudao";
        ds[1].name = "WuDao 悟道";
        ds[1].modality = "text";
        ds[1].languages = {"zh"};
        ds[1].sizeGib = 200;
        ds[2].id = "coco";
        ds[2].name = "COCO";
        ds[2].modality = "image-text";
        ds[2].sizeGib = 20;
        CatalogIndex index;
        index.build(ds);
        QCOMPARE(index.facetIndex(QStringLiteral("fits")), -1);
        const int modality = index.facetIndex(QStringLiteral("modality"));
        const int language = index.facetIndex(QStringLiteral("language"));
        QVERIFY(modality >= 0 && language >= 0);
        CatalogIndex::Query q;
        q.sort = CatalogIndex::Sort::Size;
        q.descending = true;
        q.selected.resize(index.facets().size());
        q.selected[std::size_t(modality)]
            = {int(index.facets()[std::size_t(modality)].values.indexOf(QStringLiteral("text")))};
        const auto r = index.run(q);
        QCOMPARE(r.rows, (std::vector<int>{0, 1}));
        q.text = QStringLiteral("悟道");
        QCOMPARE(index.run(q).rows, std::vector<int>{1});
    }

    void anIndexerBuildsOnAWorkerAndHandsTheIndexToTheAskingThread()
    {
        client::CatalogStore store;
        store.beginModels();
        store.addModels(generate(3000, 7), true);
        client::CatalogIndexer indexer;
        QThread *handedOn = nullptr;
        std::shared_ptr<CatalogIndex> built;
        connect(&indexer, &client::CatalogIndexer::ready, this,
                [&](const std::shared_ptr<CatalogIndex> &index) {
                    handedOn = QThread::currentThread();
                    built = index;
                });
        indexer.indexModels(store);
        QVERIFY(indexer.busy()); // returned before the index was built
        QTRY_VERIFY(built);
        QVERIFY(!indexer.busy());
        QCOMPARE(handedOn, QThread::currentThread());
        QCOMPARE(built->size(), std::size_t(3000));
        QVERIFY(built->facetIndex(QStringLiteral("fits")) >= 0);
        CatalogIndex::Query q;
        q.text = QString::fromStdString(store.models()[42].id);
        const auto rows = built->run(q).rows;
        QVERIFY(std::find(rows.begin(), rows.end(), 42) != rows.end());
    }

    void requestsWhileBuildingCollapseIntoTheNewest()
    {
        // A list arriving page by page asks again and again: one build at a time, the ones
        // asked meanwhile collapse into the last, and the last handed over is the list so far.
        const auto all = generate(6000, 11);
        client::CatalogStore store;
        store.beginModels();
        client::CatalogIndexer indexer;
        const auto &sizes = handedOver(indexer);
        for (std::size_t page = 0; page < 6; ++page) {
            store.addModels({all.begin() + std::ptrdiff_t(page * 1000),
                             all.begin() + std::ptrdiff_t((page + 1) * 1000)},
                            false);
            indexer.indexModels(store);
        }
        QTRY_VERIFY(!indexer.busy());
        QCOMPARE(sizes.size(), std::size_t(2)); // the first asked, then the newest
        QCOMPARE(sizes.front(), std::size_t(1000));
        QCOMPARE(sizes.back(), std::size_t(6000));
    }

    void theLastPageStopsTheBuildOfThePagesBefore()
    {
        // Once the list is whole nobody waits for the index of a part of it: that build is
        // stopped rather than finished (it would hold the whole list's back by as long as it
        // had left), and only the whole list's index is handed over.
        const auto all = generate(30001, 17);
        client::CatalogStore store;
        store.beginModels();
        store.addModels({all.begin(), all.end() - 1}, false);
        client::CatalogIndexer indexer;
        const auto &sizes = handedOver(indexer);
        indexer.indexModels(store);
        store.addModels({all.end() - 1, all.end()}, true);
        indexer.indexModels(store);
        QTRY_VERIFY_WITH_TIMEOUT(!indexer.busy(), 30000);
        QCOMPARE(sizes, std::vector<std::size_t>{30001});
    }

    void aNewListingWhileBuildingLeavesTheWorkerItsList()
    {
        // The store starts a new list while the worker reads the old one: the old entries stay
        // alive for it (the sanitizer build would catch a read of freed entries).
        client::CatalogStore store;
        store.beginModels();
        store.addModels(generate(20000, 3), true);
        client::CatalogIndexer indexer;
        const auto &sizes = handedOver(indexer);
        indexer.indexModels(store);
        store.beginModels();
        store.addModels(generate(10, 5), true);
        QTRY_VERIFY(!indexer.busy());
        QCOMPARE(sizes, std::vector<std::size_t>{20000});
        indexer.indexModels(store);
        QTRY_VERIFY(!indexer.busy());
        QCOMPARE(sizes.back(), std::size_t(10));
    }

    void aDroppedBuildIsNotHandedOver()
    {
        // Another session: what was built from the last one's list must not arrive.
        client::CatalogStore store;
        store.beginModels();
        store.addModels(generate(5000, 9), true);
        client::CatalogIndexer indexer;
        QSignalSpy ready(&indexer, &client::CatalogIndexer::ready);
        indexer.indexModels(store);
        indexer.drop();
        QTRY_VERIFY(!indexer.busy());
        QTest::qWait(50);
        QCOMPARE(ready.count(), 0);
        indexer.indexDatasets(store);
        QTRY_COMPARE(ready.count(), 1);
    }

    void anIndexerGoneBeforeItsWorkerIsNotCalled()
    {
        client::CatalogStore store;
        store.beginModels();
        store.addModels(generate(20000, 13), true);
        {
            client::CatalogIndexer indexer;
            indexer.indexModels(store);
        } // destroyed while its worker builds
        // The worker ends and finds nobody to hand it to: no call into the gone indexer (a
        // crash, or a use after free under the sanitizers), nothing left posted.
        QVERIFY(QThreadPool::globalInstance()->waitForDone(30000));
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
};

QTEST_GUILESS_MAIN(CatalogIndexTest)
#include "tst_catalogindex.moc"
