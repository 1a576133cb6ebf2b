import EmptyState
import TestSupport
import Testing

/// The built-in templates: search, loading with an activity indicator, failure with Retry.
@Suite @MainActor struct TemplateTests {}

extension TemplateTests {
  @Test func searchNamesTheQueryInCurlyQuotes() {
    let placeholder = EmptyStatePlaceholder<TableView>.search("flat white")
    #expect(placeholder.title == "No results for “flat white”")
  }

  @Test func loadingHasAnActivityIndicatorAboveItsTitle() throws {
    let table = Fixtures.table(SectionsSource([]))
    table.emptyState.configuration.empty = .loading("Loading orders…")
    let view = try #require(table.emptyView)
    let indicator = try #require(view.activityIndicatorNode)
    #expect(indicator.frame.maxY <= view.titleNode.frame.minY)
    #expect(view.imageNode.isHidden)
  }

  @Test func loadingWithoutATitleIsTheIndicatorAlone() throws {
    let placeholder = EmptyStatePlaceholder<TableView>.loading(nil, indicator: .large)
    #expect(placeholder.title == nil)
    #expect(placeholder.activityIndicator == .large)
  }

  @Test func theTextRendererDrawsTheLoadingTemplate() throws {
    let table = Scenes.emptyTable()
    table.emptyState.configuration.empty = .loading("Loading orders…")
    let text = PlainTextRenderer().render(table)
    #expect(text.contains("(*)"))
    #expect(text.contains("Loading orders…"))
  }

  @Test func theSVGRendererDrawsTheLoadingTemplate() throws {
    let table = Scenes.emptyTable()
    table.emptyState.configuration.empty = .loading("Loading orders…")
    let svg = SVGRenderer().render(table)
    #expect(svg.contains(#"<circle class="activity-indicator""#))
  }

  @Test func failureHasARetryButton() {
    let placeholder = EmptyStatePlaceholder<TableView>.failure(detail: "Check your connection.")
    #expect(placeholder.title == "Could not load")
    #expect(placeholder.button?.title == "Retry")
    #expect(EmptyStatePlaceholder<TableView>.failure(retryTitle: nil).button == nil)
  }

  @Test func presetsKeepTheActivityIndicator() {
    let preset = EmptyStatePreset.loading()
    #expect(EmptyStatePlaceholder<TableView>(preset: preset).activityIndicator == .medium)
  }
}
