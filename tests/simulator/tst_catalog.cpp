// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "catalog.h"
#include "physics.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <set>

using namespace polychip;

namespace {
const std::string kDataDir = POLYCHIP_BINARY_DIR "/share/polychip/simulator";
}

/** The simulator's bundled data, and what the product requires of it. */
class CatalogTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loadsWithBothPriceBooks_data()
    {
        QTest::addColumn<QString>("book");
        QTest::newRow("list") << "list";
        QTest::newRow("promo") << "promo";
    }

    void loadsWithBothPriceBooks()
    {
        QFETCH(QString, book);
        const auto c = sim::Catalog::load(kDataDir, book.toStdString());
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().message.c_str());
        QCOMPARE(c->chips().size(), std::size_t(10));
        QVERIFY(c->templates().size() >= 12);
        QVERIFY(c->models().size() >= 200);
        QVERIFY(c->datasets().size() >= 30);
        QVERIFY(c->regions().size() >= 2);
        QCOMPARE(c->priceBook().newAccountCreditMicros, std::int64_t(10'000'000));
        QVERIFY(c->templ("tpl-llama3-8b-pretrain"));
        QCOMPARE(c->templ("tpl-llama3-8b-pretrain")->defaultAccelerator,
                 std::string("nvidia-rtx4090"));
        QCOMPARE(c->templ("tpl-llama3-8b-pretrain")->defaultCount, std::int64_t(4));
    }

    void computeUnits()
    {
        const auto c = sim::Catalog::load(kDataDir, "list");
        QVERIFY(c.ok());
        QCOMPARE(c->chip("nvidia-rtx4090")->cuPerChipHour, 400.0);
        QCOMPARE(c->chip("google-tpu-v5e")->cuPerChipHour, 533.0);
        // Seed 003: 16 x 4090 for 12 h = 76,800 CU; 8 x v5e for 3 h = 12,792 (~12,800) CU.
        QCOMPARE(16 * 12 * c->chip("nvidia-rtx4090")->cuPerChipHour, 76800.0);
        for (const auto &chip : c->chips()) {
            if (chip.id == "nvidia-rtx4090" || chip.id == "google-tpu-v5e")
                continue;
            QVERIFY2(std::abs(chip.cuPerChipHour - 2.5 * chip.peak("bf16")) <= 3, chip.id.c_str());
        }
    }

    void promoIsTheSeedOffersExactly()
    {
        const auto c = sim::Catalog::load(kDataDir, "promo");
        QVERIFY(c.ok());
        const auto &book = c->priceBook();
        QCOMPARE(book.pricePerHour("google-tpu-v4", 64).value(), std::int64_t(1'900'000));
        QCOMPARE(book.pricePerHour("google-tpu-v4", 256).value(), std::int64_t(7'200'000));
        QCOMPARE(book.pricePerHour("nvidia-a100-80g", 8).value(), std::int64_t(2'300'000));
        QCOMPARE(book.pricePerHour("nvidia-h100-80g", 8).value(), std::int64_t(3'800'000));
        QCOMPARE(book.pricePerHour("cpu-x86-32c", 1).value(), std::int64_t(100'000));
        // Other bundles fall back to the per-chip price.
        QCOMPARE(book.pricePerHour("nvidia-a100-80g", 4).value(),
                 4 * book.chipHourMicros.at("nvidia-a100-80g"));
    }

    void gpt2ThroughputFromTheData()
    {
        const auto c = sim::Catalog::load(kDataDir, "list");
        QVERIFY(c.ok());
        const double tps = sim::peakTokensPerSecond(
            *c->chip("nvidia-a100-80g"), 8, {api::WorkloadKind::Pretrain, 1.3e9, false, 16});
        QVERIFY2(std::abs(tps - 137000) <= 13700, qPrintable(QString::number(tps)));
    }

    void aTypoInAReplacedFileIsRefusedByName()
    {
        QTemporaryDir dir;
        for (const char *f : {"accelerators.json", "pricebook-list.json", "images.json",
                              "templates.json", "models.json", "datasets.json", "lifecycle.json"})
            QVERIFY(QFile::copy(QString::fromStdString(kDataDir + "/" + f),
                                dir.filePath(QLatin1String(f))));
        QFile file(dir.filePath(QStringLiteral("lifecycle.json")));
        QVERIFY(file.open(QIODevice::ReadWrite));
        QByteArray text = file.readAll();
        text.replace("\"wake_s\"", "\"wake_sec\"");
        file.resize(0);
        file.write(text);
        file.close();
        const auto c = sim::Catalog::load(dir.path().toStdString(), "list");
        QVERIFY(!c.ok());
        QVERIFY(c.error().message.find("lifecycle.json") != std::string::npos);
        QVERIFY(c.error().message.find("wake_sec") != std::string::npos);
    }

    void everyTextPeopleReadHasItsChinese()
    {
        // A Chinese trainee reads no English: every template, scenario, lesson, objective
        // and hint the simulator ships has its zh_CN text, and that text is Chinese.
        const auto c = sim::Catalog::load(kDataDir, "list");
        QVERIFY(c.ok());
        QCOMPARE(c->text().languages(), std::vector<std::string>{"zh_CN"});
        QStringList missing;
        for (const auto &m : c->untranslated("zh_CN"))
            missing << QString::fromStdString(m);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
        QVERIFY(!c->untranslated("fr").empty()); // the check can fail
        const auto chinese = [](const std::string &text) {
            const QString s = QString::fromStdString(text);
            return std::any_of(s.begin(), s.end(), [](QChar ch) {
                return ch.unicode() >= 0x4E00 && ch.unicode() <= 0x9FFF;
            });
        };
        const sim::TextFile &zh = *c->text().file("zh_CN");
        for (const auto *section : {&zh.templates, &zh.scenarios, &zh.lessons}) {
            for (const auto &[id, t] : *section) {
                // A name may be all product names ("JupyterLab Notebook（GPU）"); what is
                // said about it is Chinese.
                QVERIFY2(!t.name.empty() && chinese(t.description), id.c_str());
                for (const auto &[objective, o] : t.objectives)
                    QVERIFY2(chinese(o.description) && chinese(o.hint), objective.c_str());
            }
        }
    }

    void theLanguageAskedForIsChosen_data()
    {
        QTest::addColumn<QString>("acceptLanguage");
        QTest::addColumn<QString>("chosen");
        QTest::newRow("none") << QString() << QString();
        QTest::newRow("zh-CN") << QStringLiteral("zh-CN") << QStringLiteral("zh_CN");
        QTest::newRow("any zh") << QStringLiteral("zh-Hant-TW") << QStringLiteral("zh_CN");
        QTest::newRow("console") << QStringLiteral("zh-CN, en;q=0.5") << QStringLiteral("zh_CN");
        QTest::newRow("en first") << QStringLiteral("zh;q=0.5, en") << QString();
        QTest::newRow("by weight")
            << QStringLiteral("fr, en;q=0.2, zh;q=0.7") << QStringLiteral("zh_CN");
        QTest::newRow("refused") << QStringLiteral("zh;q=0") << QString();
        QTest::newRow("unknown") << QStringLiteral("de-DE, fr") << QString();
        QTest::newRow("junk") << QStringLiteral(";;,,q=,zh;q=x") << QString();
        QTest::newRow("wildcard") << QStringLiteral("*") << QString();
    }

    void theLanguageAskedForIsChosen()
    {
        QFETCH(QString, acceptLanguage);
        QFETCH(QString, chosen);
        const auto c = sim::Catalog::load(kDataDir, "list");
        QVERIFY(c.ok());
        QCOMPARE(QString::fromStdString(c->text().choose(acceptLanguage.toStdString())), chosen);
    }

    void aTextForAnUnknownIdIsRefused()
    {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("scenarios"))));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("text"))));
        for (const char *f :
             {"accelerators.json", "pricebook-list.json", "images.json", "templates.json",
              "models.json", "datasets.json", "lifecycle.json", "losses.json", "lessons.json"})
            QVERIFY(QFile::copy(QString::fromStdString(kDataDir + "/" + f),
                                dir.filePath(QLatin1String(f))));
        for (const QString &f :
             QDir(QString::fromStdString(kDataDir + "/scenarios")).entryList(QDir::Files))
            QVERIFY(QFile::copy(QString::fromStdString(kDataDir + "/scenarios/") + f,
                                dir.filePath(QStringLiteral("scenarios/") + f)));
        QVERIFY(sim::Catalog::load(dir.path().toStdString(), "list").ok());
        QFile text(dir.filePath(QStringLiteral("text/zh_CN.json")));
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write(R"({"templates": {"tpl-no-such": {"name": "无", "description": "无"}}})");
        text.close();
        const auto c = sim::Catalog::load(dir.path().toStdString(), "list");
        QVERIFY(!c.ok());
        QVERIFY(c.error().message.find("tpl-no-such") != std::string::npos);
    }

    void everyFamilyHasItsLossFigures()
    {
        // The loss curves are data, one entry per model family the catalogue holds.
        const auto c = sim::Catalog::load(kDataDir, "list");
        QVERIFY(c.ok());
        const QByteArray text = [] {
            QFile f(QString::fromStdString(kDataDir + "/losses.json"));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        for (const auto &m : c->models()) {
            QVERIFY2(text.contains("\"family\": \"" + QByteArray::fromStdString(m.family) + '"'),
                     m.family.c_str());
            for (const auto kind : {api::WorkloadKind::Pretrain, api::WorkloadKind::Lora}) {
                const auto curve = c->losses().curve(m.family, kind);
                QVERIFY2(curve.floor() < curve.start(), m.family.c_str());
            }
        }
        // ln(vocabulary) for a language model from scratch: Llama 2's 32,000 tokens.
        const auto llama = c->losses().curve("Llama 2", api::WorkloadKind::Pretrain);
        QVERIFY(std::abs(llama.start() - std::log(32000.0)) < 1e-9);
        QVERIFY(std::abs(llama.at(0) - llama.start()) < 1e-9);
        QVERIFY(llama.at(1e9) < llama.at(1e8) && llama.at(1e8) > llama.floor());
        // A family the file does not name takes the default's figures.
        const auto unknown = c->losses().curve("no such family", api::WorkloadKind::Finetune);
        QCOMPARE(unknown.start(), 2.1);
    }

    void aLossTableThatDoesNotFallIsRefused()
    {
        sim::LossFile file;
        file.defaults.vocab = 50257;
        file.defaults.pretrainFloor = 2.2;
        file.defaults.finetuneStart = 2.1;
        file.defaults.finetuneFloor = 1.4;
        QVERIFY(!sim::LossTable::check(file));
        auto rising = file;
        sim::LossFigures odd;
        odd.family = "Odd";
        odd.finetuneFloor = 3.0;
        rising.families.push_back(odd);
        QVERIFY(sim::LossTable::check(rising).value_or("").find("Odd") != std::string::npos);
        auto twice = file;
        sim::LossFigures a;
        a.family = "A";
        twice.families = {a, a};
        QVERIFY(sim::LossTable::check(twice).value_or("").find("twice") != std::string::npos);
        auto partial = file;
        partial.defaults.finetuneStart.reset();
        QVERIFY(sim::LossTable::check(partial).has_value());
    }

    void scalesModelsForLoadTests()
    {
        auto c = sim::Catalog::load(kDataDir, "list");
        QVERIFY(c.ok());
        c->scaleModels(100'000);
        QCOMPARE(c->models().size(), std::size_t(100'000));
        std::set<std::string> ids, families;
        for (const auto &m : c->models()) {
            ids.insert(m.id);
            families.insert(m.family);
            QVERIFY(!m.id.empty() && m.id.size() <= 128);
        }
        QCOMPARE(ids.size(), std::size_t(100'000));
        QVERIFY(families.size() > 20);
        QVERIFY(c->model(c->models().back().id));
    }
};

QTEST_GUILESS_MAIN(CatalogTest)
#include "tst_catalog.moc"
