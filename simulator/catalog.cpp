// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "catalog.h"

#include "api/capacitykey.h"
#include "api/codec.h"
#include "physics.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace polychip::sim {

namespace {

api::ApiError dataError(const std::string &file, std::string message)
{
    api::ApiError e;
    e.kind = api::ErrorKind::Decode;
    e.field = file;
    e.message = file + ": " + std::move(message);
    return e;
}

template <class T>
api::Result<T> loadFile(const std::filesystem::path &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return dataError(path.string(), "cannot open the file");
    std::ostringstream text;
    text << in.rdbuf();
    // Strict: a typo in a hand-edited data file must not silently drop a field.
    auto value = api::decode<T>(text.str(), {.rejectUnknownFields = true});
    if (!value)
        return dataError(path.string(), value.error().field + ": " + value.error().message);
    return value;
}

template <class T>
void buildIndex(const std::vector<T> &items, std::map<std::string, std::size_t> &index)
{
    index.clear();
    for (std::size_t i = 0; i < items.size(); ++i)
        index.emplace(items[i].id, i);
}

template <class T>
const T *find(const std::vector<T> &items,
              const std::map<std::string, std::size_t> &index,
              const std::string &id)
{
    const auto it = index.find(id);
    return it == index.end() ? nullptr : &items[it->second];
}

bool contains(const std::vector<std::int64_t> &v, std::int64_t x)
{
    return std::find(v.begin(), v.end(), x) != v.end();
}

} // namespace

double ChipSpec::peak(const std::string &dtype) const
{
    const auto it = peakTflops.find(dtype);
    return it == peakTflops.end() ? 0.0 : it->second;
}

std::optional<std::int64_t> PriceBook::pricePerHour(const std::string &accelerator,
                                                    std::int64_t count) const
{
    for (const auto &offer : offers) {
        if (offer.accelerator == accelerator && offer.count == count)
            return offer.pricePerHourMicros;
    }
    const auto it = chipHourMicros.find(accelerator);
    if (it == chipHourMicros.end())
        return std::nullopt;
    return it->second * count;
}

api::Result<Catalog> Catalog::load(const std::string &dir, const std::string &priceBook)
{
    namespace fs = std::filesystem;
    const fs::path root(dir);
    Catalog c;

    auto chips = loadFile<ChipFile>(root / "accelerators.json");
    if (!chips)
        return chips.error();
    c.m_regions = std::move(chips->regions);
    c.m_chips = std::move(chips->accelerators);

    const fs::path bookPath = (priceBook == "list" || priceBook == "promo")
                                  ? root / ("pricebook-" + priceBook + ".json")
                                  : fs::path(priceBook);
    auto book = loadFile<PriceBook>(bookPath);
    if (!book)
        return book.error();
    c.m_priceBook = std::move(book.value());

    auto images = loadFile<ItemFile<api::Image>>(root / "images.json");
    if (!images)
        return images.error();
    c.m_images = std::move(images->items);
    auto templates = loadFile<ItemFile<api::Template>>(root / "templates.json");
    if (!templates)
        return templates.error();
    c.m_templates = std::move(templates->items);
    auto models = loadFile<ItemFile<api::Model>>(root / "models.json");
    if (!models)
        return models.error();
    c.m_models = std::move(models->items);
    for (auto &m : c.m_models)
        m.memory = modelMemory(m); // the platform's figures, never the data file's
    auto datasets = loadFile<ItemFile<api::Dataset>>(root / "datasets.json");
    if (!datasets)
        return datasets.error();
    c.m_datasets = std::move(datasets->items);

    auto lifecycle = loadFile<LifecycleTimes>(root / "lifecycle.json");
    if (!lifecycle)
        return lifecycle.error();
    c.m_lifecycle = std::move(lifecycle.value());

    const fs::path lossPath = root / "losses.json";
    auto losses = loadFile<LossFile>(lossPath);
    if (!losses)
        return losses.error();
    if (const auto problem = LossTable::check(*losses))
        return dataError(lossPath.string(), *problem);
    c.m_losses = LossTable(std::move(losses.value()));

    // Scenarios: every *.json under scenarios/, in file-name order.
    std::vector<fs::path> scenarioFiles;
    std::error_code ec;
    for (const auto &entry : fs::directory_iterator(root / "scenarios", ec)) {
        if (entry.path().extension() == ".json")
            scenarioFiles.push_back(entry.path());
    }
    std::sort(scenarioFiles.begin(), scenarioFiles.end());
    for (const auto &path : scenarioFiles) {
        auto scenario = loadFile<ScenarioFile>(path);
        if (!scenario)
            return scenario.error();
        c.m_scenarios.push_back(std::move(scenario.value()));
    }

    auto lessons = loadFile<ItemFile<LessonFile>>(root / "lessons.json");
    if (!lessons)
        return lessons.error();
    c.m_lessons = std::move(lessons->items);
    auto text = LocalText::load(root / "text");
    if (!text)
        return text.error();
    c.m_text = std::move(text).value();

    c.index();
    if (auto ok = c.validate(); !ok)
        return ok.error();
    return c;
}

void Catalog::index()
{
    buildIndex(m_chips, m_chipIndex);
    buildIndex(m_images, m_imageIndex);
    buildIndex(m_templates, m_templateIndex);
    buildIndex(m_models, m_modelIndex);
    buildIndex(m_datasets, m_datasetIndex);
}

api::Result<bool> Catalog::validate() const
{
    const auto fail
        = [](const std::string &what) -> api::Result<bool> { return dataError("catalog", what); };
    if (m_chipIndex.size() != m_chips.size() || m_imageIndex.size() != m_images.size()
        || m_templateIndex.size() != m_templates.size() || m_modelIndex.size() != m_models.size()
        || m_datasetIndex.size() != m_datasets.size())
        return fail("duplicate ids");
    for (const auto &chip : m_chips) {
        if (!m_priceBook.chipHourMicros.contains(chip.id))
            return fail("price book " + m_priceBook.id + " has no price for " + chip.id);
        for (const auto &[region, size] : chip.capacity) {
            if (std::find(m_regions.begin(), m_regions.end(), region) == m_regions.end())
                return fail(chip.id + ": unknown region " + region);
        }
        if (chip.peak("bf16") <= 0)
            return fail(chip.id + ": no bf16 peak");
    }
    for (const auto &offer : m_priceBook.offers) {
        const ChipSpec *c = chip(offer.accelerator);
        if (!c || !contains(c->allowedCounts, offer.count))
            return fail("offer for an unknown chip or count: " + offer.accelerator);
    }
    for (const auto &s : m_scenarios) {
        if (auto checked = checkScenario(s); !checked)
            return fail(checked.error().message);
    }
    for (const auto &l : m_lessons) {
        if (!scenario(l.scenarioId))
            return fail("lesson " + l.id + ": unknown scenario " + l.scenarioId);
        for (const auto &o : l.objectives) {
            if (!o.check.asksSomething())
                return fail("lesson " + l.id + ": objective " + o.id + " checks nothing");
        }
    }
    for (const auto &language : m_text.languages()) {
        // A text for nothing is a typo in an id: it would never be shown.
        const TextFile &f = *m_text.file(language);
        for (const auto &[id, t] : f.templates) {
            if (!templ(id))
                return fail("text/" + language + ".json: unknown template " + id);
        }
        for (const auto &[id, t] : f.scenarios) {
            if (!scenario(id))
                return fail("text/" + language + ".json: unknown scenario " + id);
        }
        // (Lambdas capture the pairs, not structured bindings: clang 14, which builds the
        // fuzzers, does not take those.)
        for (const auto &lessonText : f.lessons) {
            const std::string &id = lessonText.first;
            const auto l = std::find_if(m_lessons.begin(), m_lessons.end(),
                                        [&](const LessonFile &x) { return x.id == id; });
            if (l == m_lessons.end())
                return fail("text/" + language + ".json: unknown lesson " + id);
            for (const auto &objective : lessonText.second.objectives) {
                const std::string &objectiveId = objective.first;
                if (std::none_of(l->objectives.begin(), l->objectives.end(),
                                 [&](const auto &x) { return x.id == objectiveId; }))
                    return fail("text/" + language + ".json: lesson " + id + ": unknown objective "
                                + objectiveId);
            }
        }
    }
    for (const auto &t : m_templates) {
        if (t.modelId && !model(*t.modelId))
            return fail(t.id + ": unknown model " + *t.modelId);
        for (const auto &d : t.datasetIds) {
            if (!dataset(d))
                return fail(t.id + ": unknown dataset " + d);
        }
        bool defaultFound = false;
        for (const auto &b : t.backends) {
            const api::Image *img = image(b.imageId);
            if (!img || img->backend != b.backend)
                return fail(t.id + ": image " + b.imageId + " is not a "
                            + std::string(api::wireName(b.backend)) + " image");
            for (const auto &a : b.accelerators) {
                const ChipSpec *c = chip(a);
                if (!c || c->backend != b.backend)
                    return fail(t.id + ": accelerator " + a + " is not a "
                                + std::string(api::wireName(b.backend)) + " chip");
                for (auto n : b.counts) {
                    if (!contains(c->allowedCounts, n))
                        return fail(t.id + ": count " + std::to_string(n) + " not allowed on " + a);
                }
                defaultFound
                    = defaultFound || (b.backend == t.defaultBackend && a == t.defaultAccelerator);
            }
        }
        if (!defaultFound)
            return fail(t.id + ": default accelerator is not among its backends");
    }
    return true;
}

const ChipSpec *Catalog::chip(const std::string &id) const
{
    return find(m_chips, m_chipIndex, id);
}
const api::Image *Catalog::image(const std::string &id) const
{
    return find(m_images, m_imageIndex, id);
}
const api::Template *Catalog::templ(const std::string &id) const
{
    return find(m_templates, m_templateIndex, id);
}
const api::Model *Catalog::model(const std::string &id) const
{
    return find(m_models, m_modelIndex, id);
}
const api::Dataset *Catalog::dataset(const std::string &id) const
{
    return find(m_datasets, m_datasetIndex, id);
}

const ScenarioFile *Catalog::scenario(const std::string &id) const
{
    for (const auto &s : m_scenarios) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

const api::Image *Catalog::defaultImage(api::Backend backend) const
{
    for (const auto &img : m_images) {
        if (img.backend == backend)
            return &img;
    }
    return nullptr;
}

void Catalog::scaleModels(std::size_t total)
{
    if (m_models.empty() || m_models.size() >= total)
        return;
    // Deterministic variations of the real entries: fine-tunes and quantisations by
    // fictional but plausible organisations, so facets (family, licence, task) keep their
    // real distribution.
    static const char *const kOrgs[] = {"acme",   "lumen",  "northwind", "kestrel", "orchid",
                                        "tundra", "zephyr", "basalt",    "cirrus",  "delta"};
    static const char *const kVariants[]
        = {"instruct", "chat", "sft", "dpo", "math", "zh", "code", "long", "med", "law"};
    static const char *const kQuant[] = {"", "int8", "gptq-4bit", "awq-4bit", "gguf-q4_k_m"};
    const std::size_t real = m_models.size();
    m_models.reserve(total);
    for (std::size_t i = 0; m_models.size() < total; ++i) {
        const api::Model &base = m_models[i % real];
        api::Model m = base;
        const std::string org = kOrgs[(i / real) % 10];
        const std::string variant = kVariants[(i / real / 10) % 10];
        const std::string quant = kQuant[i % 5];
        m.id = base.id + "-" + org + "-" + variant + "-" + std::to_string(i);
        m.name = base.name + " " + variant + " (" + org + ")";
        if (m.id.size() > 128)
            m.id = "gen-" + std::to_string(i);
        if (!quant.empty()) {
            m.quantization = quant;
            m.sizeGib = base.paramsB * (quant == "int8" ? 1.0 : 0.55) * 0.931;
            m.name += " " + quant;
        }
        if (std::find(m.tags.begin(), m.tags.end(), variant) == m.tags.end())
            m.tags.push_back(variant);
        // A derivative is downloaded a fraction of its base's count.
        if (base.popularity)
            m.popularity = *base.popularity / std::int64_t(20 + (i * 7919) % 1000);
        m.memory = modelMemory(m);
        m.source = "generated for load tests from " + base.id;
        m_models.push_back(std::move(m));
    }
    buildIndex(m_models, m_modelIndex);
}

std::string defaultDataDir(const std::string &executablePath)
{
    if (const char *env = std::getenv("POLYCHIP_SIM_DATA"); env && *env)
        return env;
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::path exe = fs::canonical(fs::path(executablePath), ec);
    if (ec)
        exe = fs::path(executablePath);
    return (exe.parent_path().parent_path() / "share" / "polychip" / "simulator").string();
}

api::Result<bool> Catalog::checkScenario(const ScenarioFile &s) const
{
    const auto refuse = [&](std::size_t i, const std::string &what) {
        return dataError("scenario " + s.id, "instances[" + std::to_string(i) + "]: " + what);
    };
    for (std::size_t n = 0; n < s.instances.size(); ++n) {
        const auto &i = s.instances[n];
        if (i.spec.templateId && !templ(*i.spec.templateId))
            return refuse(n, "unknown template " + *i.spec.templateId);
        if (i.spec.modelId && !model(*i.spec.modelId))
            return refuse(n, "unknown model " + *i.spec.modelId);
        if (i.spec.imageId && !image(*i.spec.imageId))
            return refuse(n, "unknown image " + *i.spec.imageId);
        for (const auto &d : i.spec.datasetIds) {
            if (!dataset(d))
                return refuse(n, "unknown dataset " + d);
        }
        if (i.then && *i.then != "stop" && *i.then != "sleep")
            return refuse(n, "'then' must be stop or sleep");
    }
    if (s.faults) {
        if (auto checked = checkFaults(*s.faults); !checked)
            return dataError("scenario " + s.id,
                             "faults.capacity_overrides: " + checked.error().message);
    }
    return true;
}

api::Result<bool> Catalog::checkFaults(const api::Faults &faults) const
{
    const auto refuse = [](const std::string &key, const std::string &what) {
        api::ApiError e;
        e.kind = api::ErrorKind::Decode;
        e.field = "capacity_overrides";
        e.message = "\"" + key + "\": " + what;
        return e;
    };
    for (const auto &[key, chips] : faults.capacityOverrides) {
        const auto k = api::CapacityKey::parse(key);
        if (k.text() != key || k.accelerator.empty())
            return refuse(key,
                          "expected an accelerator id, or an accelerator id, '@' and a region");
        if (!chip(k.accelerator))
            return refuse(key, "unknown accelerator " + k.accelerator);
        if (!k.region.empty()
            && std::find(m_regions.begin(), m_regions.end(), k.region) == m_regions.end())
            return refuse(key, "unknown region " + k.region);
    }
    return true;
}

std::vector<std::string> Catalog::untranslated(const std::string &language) const
{
    std::vector<std::string> missing;
    const TextFile *f = m_text.file(language);
    const TextFile none;
    const TextFile &text = f ? *f : none;
    for (const auto &t : m_templates) {
        if (!text.templates.contains(t.id))
            missing.push_back("template " + t.id);
    }
    for (const auto &s : m_scenarios) {
        if (!text.scenarios.contains(s.id))
            missing.push_back("scenario " + s.id);
    }
    for (const auto &l : m_lessons) {
        const auto it = text.lessons.find(l.id);
        if (it == text.lessons.end()) {
            missing.push_back("lesson " + l.id);
            continue;
        }
        for (const auto &o : l.objectives) {
            if (!it->second.objectives.contains(o.id))
                missing.push_back("lesson " + l.id + " objective " + o.id);
        }
    }
    return missing;
}

} // namespace polychip::sim
