<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Counts</name>
    <message>
        <source>PP</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>N</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>剩余牌数</translation>
    </message>
</context>
<context>
    <name>HandsTable</name>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>赢家</translation>
    </message>
    <message>
        <source>Player cards</source>
        <translation>闲牌</translation>
    </message>
    <message>
        <source>Banker cards</source>
        <translation>庄牌</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>对子</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>Honesty</name>
    <message>
        <source>Past outcomes cannot predict future hands.</source>
        <translation>过去的结果无法预测未来的牌局。</translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <source>Import shoe files</source>
        <translation>导入牌靴文件</translation>
    </message>
    <message>
        <source>Leave out the shoes with problems (see the validation report)</source>
        <translation>不导入有问题的牌靴（见校验报告）</translation>
    </message>
    <message>
        <source>Shoes whose replay finds something that cannot have happened are not stored; by default they are stored and marked with their problems</source>
        <translation>回放发现了不可能发生之事的牌靴不会存入；默认会存入并标注其问题</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the import: the files already stored stay</source>
        <translation>停止导入：已存入的文件保留</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>正在导入…</translation>
    </message>
    <message>
        <source>Importing %1 (%2 of %3)</source>
        <translation>正在导入 %1（第 %2 个，共 %3 个）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>The import stopped: %1. The files imported before it are stored; nothing of the file being read was stored.</source>
        <translation>导入已停止：%1。之前导入的文件已存入；正在读取的文件没有任何内容存入。</translation>
    </message>
    <message>
        <source>%1: %2, %3 stored</source>
        <translation>%1：已存入 %2、%3</translation>
    </message>
    <message>
        <source>; %Ln already in the library</source>
        <translation>；%Ln 靴已在牌靴库中</translation>
    </message>
    <message>
        <source>; %Ln with problems</source>
        <translation>；%Ln 靴有问题</translation>
    </message>
    <message>
        <source>; %Ln with problems left out</source>
        <translation>；%Ln 靴有问题，未存入</translation>
    </message>
    <message>
        <source>%1: cancelled: nothing of it was stored</source>
        <translation>%1：已取消，未存入任何内容</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln 靴</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln 局</translation>
    </message>
    <message>
        <source>Import cancelled</source>
        <translation>导入已取消</translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>导入完成</translation>
    </message>
    <message>
        <source>%1 and %2 stored</source>
        <translation>已存入 %1、%2</translation>
    </message>
    <message>
        <source>%Ln shoe(s) already in the library</source>
        <translation>%Ln 靴已在牌靴库中</translation>
    </message>
    <message>
        <source>%Ln shoe(s) stored with problems</source>
        <translation>%Ln 靴存入时标有问题</translation>
    </message>
    <message>
        <source>%Ln shoe(s) with problems left out</source>
        <translation>%Ln 靴有问题，未存入</translation>
    </message>
    <message>
        <source>%Ln file(s) refused</source>
        <translation>%Ln 个文件被拒绝</translation>
    </message>
    <message>
        <source>cancelled: the files after it were not read</source>
        <translation>已取消：之后的文件未读取</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Show problems…</source>
        <translation>查看问题…</translation>
    </message>
    <message>
        <source>with problems: %1</source>
        <translation>有问题：%1</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>未存入：%1</translation>
    </message>
    <message>
        <source>nothing of it was stored</source>
        <translation>未存入任何内容</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Filter shoes by table or name (Ctrl+F)</source>
        <translation>按牌桌或名称筛选牌靴 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Shows the shoes whose name holds these letters; Esc clears it</source>
        <translation>显示名称包含这些字的牌靴；Esc 清除</translation>
    </message>
    <message>
        <source>The library&apos;s shoes; ● marks a shoe open for logging</source>
        <translation>牌靴库中的牌靴；● 表示可记录的牌靴</translation>
    </message>
    <message>
        <source>Shoes or hands were stored elsewhere (another tracker on this library): the shoes that changed and the shown shoe were read again.</source>
        <translation>其他地方（使用此牌靴库的另一个 tracker）存入了牌靴或牌局：已重新读取有变化的牌靴和当前牌靴。</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>已更新 %1</translation>
    </message>
    <message>
        <source>Library unreachable</source>
        <translation>无法连接牌靴库</translation>
    </message>
    <message>
        <source>%1
Looking again every few seconds.</source>
        <translation>%1
每隔几秒会再试一次。</translation>
    </message>
</context>
<context>
    <name>LibraryBrowser</name>
    <message>
        <source>Sound</source>
        <translation>无误</translation>
    </message>
    <message>
        <source>With problems</source>
        <translation>有问题</translation>
    </message>
    <message>
        <source>Outcome only (not checkable)</source>
        <translation>仅结果（无法校验）</translation>
    </message>
    <message>
        <source>Library — tracker</source>
        <translation>牌靴库 — tracker</translation>
    </message>
    <message>
        <source>Casino</source>
        <translation>赌场</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>from</source>
        <translation>从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Any kind</source>
        <translation>所有类型</translation>
    </message>
    <message>
        <source>Any decks</source>
        <translation>任意副数</translation>
    </message>
    <message>
        <source>%n deck(s)</source>
        <translation>%n 副</translation>
    </message>
    <message>
        <source>Any validation</source>
        <translation>所有校验结果</translation>
    </message>
    <message>
        <source>Validation report</source>
        <translation>校验报告</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>%1, %Ln chosen</source>
        <translation>%1，已选 %Ln 靴</translation>
    </message>
    <message>
        <source>Export shoes</source>
        <translation>导出牌靴</translation>
    </message>
    <message>
        <source>Shoe JSON (*.json);;Hands CSV (*.csv)</source>
        <translation>牌靴 JSON (*.json);;牌局 CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>%1, %2 written to %3</source>
        <translation>已将 %1、%2 写入 %3</translation>
    </message>
    <message>
        <source>Delete %Ln shoe(s) and all their hands from the library? This cannot be undone (export them first to keep a copy).</source>
        <translation>从牌靴库删除 %Ln 靴及其全部牌局？此操作无法撤销（如需保留副本，请先导出）。</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln 靴</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln 局</translation>
    </message>
    <message>
        <source>; %Ln with no hands left out (a CSV has a row a hand)</source>
        <translation>；%Ln 靴没有牌局，未写入（CSV 每局一行）</translation>
    </message>
    <message>
        <source>Delete shoes</source>
        <translation>删除牌靴</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>现场记录</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>无误</translation>
    </message>
    <message>
        <source>outcome only</source>
        <translation>仅结果</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未校验</translation>
    </message>
    <message>
        <source>%Ln problem(s)</source>
        <translation>%Ln 个问题</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>副数</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>B · P · T</source>
        <translation>庄 · 闲 · 和</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>校验</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <translation>yyyy-MM-dd HH:mm</translation>
    </message>
</context>
<context>
    <name>LoggingBar</name>
    <message>
        <source>live</source>
        <translation>现场记录</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>&amp;Banker</source>
        <translation>庄(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>闲(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Tie</source>
        <translation>和(&amp;T)</translation>
    </message>
    <message>
        <source>Player pair (1)</source>
        <translation>闲对 (1)</translation>
    </message>
    <message>
        <source>Banker pair (2)</source>
        <translation>庄对 (2)</translation>
    </message>
    <message>
        <source>Natural (N)</source>
        <translation>例牌 (N)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand (B)</source>
        <translation>下一局记为庄赢 (B)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand (P)</source>
        <translation>下一局记为闲赢 (P)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand (T)</source>
        <translation>下一局记为和 (T)</translation>
    </message>
    <message>
        <source>Marks the next hand logged (%1); cleared after it</source>
        <translation>标记下一局 (%1)；记录后清除</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand, C enters its cards (Ctrl+Z undoes)</source>
        <translation>● 正在记录 %1：按 B、P 或 T 记录一局，C 输入牌面（Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand (Ctrl+Z undoes)</source>
        <translation>● 正在记录 %1：按 B、P 或 T 记录一局（Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>%1 is closed: Shoe → Reopen to log more, Ctrl+N starts a new shoe</source>
        <translation>%1 已结束：牌靴 → 重新打开可继续记录，Ctrl+N 开新靴</translation>
    </message>
    <message>
        <source>%1 (%2): Ctrl+N starts a shoe to log at the table</source>
        <translation>%1（%2）：Ctrl+N 在牌桌开新靴记录</translation>
    </message>
    <message>
        <source>Press Ctrl+N to start logging a new shoe at the table</source>
        <translation>按 Ctrl+N 在牌桌开始记录新牌靴</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Shoe</source>
        <translation>牌靴(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>牌桌(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>练习(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Show the table of this tab: the logging keys log there</source>
        <translation>显示此标签页的牌桌：记录键记录到这里</translation>
    </message>
    <message>
        <source>&amp;Import shoe files…</source>
        <translation>导入牌靴文件(&amp;I)…</translation>
    </message>
    <message>
        <source>Store hands CSV, bead strings or shoe JSON files in the library</source>
        <translation>将牌局 CSV、珠串或牌靴 JSON 文件存入牌靴库</translation>
    </message>
    <message>
        <source>Import the &amp;sample shoes</source>
        <translation>导入示例牌靴(&amp;S)</translation>
    </message>
    <message>
        <source>Real shoes from live tables and shoes dealt by tracker&apos;s simulator</source>
        <translation>真人牌桌的真实牌靴，以及 tracker 模拟器发出的牌靴</translation>
    </message>
    <message>
        <source>Import the &amp;real-shoe library (5,824 shoes)…</source>
        <translation>导入真实牌靴库(5,824 靴)(&amp;R)…</translation>
    </message>
    <message>
        <source>Every shoe of 45 live tables, 9–12 August 2025: 397,048 hands (MIT licence)</source>
        <translation>45 张真人牌桌 2025 年 8 月 9–12 日的全部牌靴：397,048 局（MIT 许可）</translation>
    </message>
    <message>
        <source>&amp;Library browser…</source>
        <translation>牌靴库浏览器(&amp;L)…</translation>
    </message>
    <message>
        <source>Every shoe in a sortable table with filters; validate, export or delete a selection</source>
        <translation>所有牌靴列于可排序、可筛选的表格；可校验、导出或删除所选</translation>
    </message>
    <message>
        <source>&amp;Replay the shown shoe…</source>
        <translation>回放当前牌靴(&amp;R)…</translation>
    </message>
    <message>
        <source>Step through the shoe hand by hand: roads, cards, reasons, odds, problems</source>
        <translation>逐局回看牌靴：路、牌、理由、概率、问题</translation>
    </message>
    <message>
        <source>&amp;Validation report…</source>
        <translation>校验报告(&amp;V)…</translation>
    </message>
    <message>
        <source>Every problem the replay found in the library, by shoe, hand and file line</source>
        <translation>回放在牌靴库中发现的所有问题，按牌靴、局和文件行列出</translation>
    </message>
    <message>
        <source>Export scorecards as &amp;PNG…</source>
        <translation>将路纸导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board as a picture with its title and counts</source>
        <translation>将当前牌靴的路纸连同标题和统计存为图片</translation>
    </message>
    <message>
        <source>Export scorecards as P&amp;DF…</source>
        <translation>将路纸导出为 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board on A4 or Letter pages (landscape)</source>
        <translation>将当前牌靴的路纸存为 A4 或 Letter 页面（横向）</translation>
    </message>
    <message>
        <source>P&amp;rint scorecards…</source>
        <translation>打印路纸(&amp;R)…</translation>
    </message>
    <message>
        <source>Print the shown shoe&apos;s board</source>
        <translation>打印当前牌靴的路纸</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>Theme, palette, defaults for new shoes, card entry, the library&apos;s location</source>
        <translation>主题、配色、新牌靴默认值、输入牌面、牌靴库位置</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Close tracker</source>
        <translation>关闭 tracker</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>撤销上一次更改</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>重做已撤销的操作</translation>
    </message>
    <message>
        <source>Log &amp;Banker</source>
        <translation>记录庄(&amp;B)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand</source>
        <translation>下一局记为庄赢</translation>
    </message>
    <message>
        <source>Log &amp;Player</source>
        <translation>记录闲(&amp;P)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand</source>
        <translation>下一局记为闲赢</translation>
    </message>
    <message>
        <source>Log &amp;Tie</source>
        <translation>记录和(&amp;T)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand</source>
        <translation>下一局记为和</translation>
    </message>
    <message>
        <source>Enter the &amp;cards</source>
        <translation>输入牌面(&amp;C)</translation>
    </message>
    <message>
        <source>Type the next hand&apos;s cards (7h kd / 3s kc 5d); Enter logs it, Esc leaves</source>
        <translation>输入下一局的牌（7h kd / 3s kc 5d）；Enter 记录，Esc 退出</translation>
    </message>
    <message>
        <source>Mark Player pair</source>
        <translation>标记闲对</translation>
    </message>
    <message>
        <source>The next hand logged has a Player pair</source>
        <translation>下一局记录为有闲对</translation>
    </message>
    <message>
        <source>Mark Banker pair</source>
        <translation>标记庄对</translation>
    </message>
    <message>
        <source>The next hand logged has a Banker pair</source>
        <translation>下一局记录为有庄对</translation>
    </message>
    <message>
        <source>Mark natural</source>
        <translation>标记例牌</translation>
    </message>
    <message>
        <source>The next hand logged is a natural</source>
        <translation>下一局记录为例牌</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>修改该局(&amp;E)…</translation>
    </message>
    <message>
        <source>Correct the hand chosen in the hands table (or double-click it)</source>
        <translation>修改牌局表中选中的一局（或双击它）</translation>
    </message>
    <message>
        <source>&amp;Insert a hand…</source>
        <translation>插入一局(&amp;I)…</translation>
    </message>
    <message>
        <source>Put a forgotten hand in before the one chosen in the hands table</source>
        <translation>在牌局表中选中的一局之前插入漏记的一局</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>删除该局(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the hand chosen in the hands table (Ctrl+Z undoes)</source>
        <translation>删除牌局表中选中的一局（Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>&amp;New shoe at the table…</source>
        <translation>在牌桌开新靴(&amp;N)…</translation>
    </message>
    <message>
        <source>Start logging a new shoe: its casino, table, decks and rules</source>
        <translation>开始记录新牌靴：赌场、牌桌、副数和规则</translation>
    </message>
    <message>
        <source>Shoe &amp;details…</source>
        <translation>牌靴详情(&amp;D)…</translation>
    </message>
    <message>
        <source>Change the shown shoe&apos;s casino, table, start, decks, rules and notes</source>
        <translation>修改当前牌靴的赌场、牌桌、开始时间、副数、规则和备注</translation>
    </message>
    <message>
        <source>&amp;Close this shoe</source>
        <translation>结束此靴(&amp;C)</translation>
    </message>
    <message>
        <source>Mark the shoe finished: no more hands can be logged to it (Reopen undoes)</source>
        <translation>将牌靴标记为结束：不能再记录（重新打开可撤销）</translation>
    </message>
    <message>
        <source>&amp;Reopen this shoe</source>
        <translation>重新打开此靴(&amp;R)</translation>
    </message>
    <message>
        <source>Open a closed shoe for logging again</source>
        <translation>重新打开已结束的牌靴以继续记录</translation>
    </message>
    <message>
        <source>De&amp;lete this shoe…</source>
        <translation>删除此靴(&amp;L)…</translation>
    </message>
    <message>
        <source>Delete the shown shoe and its hands from the library (asks first)</source>
        <translation>从牌靴库删除当前牌靴及其牌局（先询问）</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe scorecards</source>
        <translation>色盲友好路纸(&amp;C)</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>除颜色外，也用形状区分庄和闲</translation>
    </message>
    <message>
        <source>&amp;Shoe list</source>
        <translation>牌靴列表(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the shoe list pane (the board takes the room)</source>
        <translation>显示或隐藏牌靴列表窗格（路纸占用空出的位置）</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>牌局(&amp;H)</translation>
    </message>
    <message>
        <source>Show or hide the hands table pane (the board takes the room)</source>
        <translation>显示或隐藏牌局表窗格（路纸占用空出的位置）</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>统计(&amp;T)</translation>
    </message>
    <message>
        <source>Show or hide the statistics pane (the board takes the room)</source>
        <translation>显示或隐藏统计窗格（路纸占用空出的位置）</translation>
    </message>
    <message>
        <source>Find shoe</source>
        <translation>查找牌靴</translation>
    </message>
    <message>
        <source>Filter the shoe list</source>
        <translation>筛选牌靴列表</translation>
    </message>
    <message>
        <source>Go to the shoe &amp;list</source>
        <translation>转到牌靴列表(&amp;L)</translation>
    </message>
    <message>
        <source>Move the keys to the shoe list (Esc comes back to the table)</source>
        <translation>将键盘焦点移到牌靴列表（Esc 返回牌桌）</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>新牌桌(&amp;N)</translation>
    </message>
    <message>
        <source>A tab for another table, with its own shoe and undo history</source>
        <translation>为另一张牌桌开一个标签页，有自己的牌靴和撤销记录</translation>
    </message>
    <message>
        <source>&amp;Close table tab</source>
        <translation>关闭牌桌标签页(&amp;C)</translation>
    </message>
    <message>
        <source>Close the tab (its shoe stays in the library as it is)</source>
        <translation>关闭标签页（其牌靴原样保留在牌靴库中）</translation>
    </message>
    <message>
        <source>&amp;Online table…</source>
        <translation>线上单人台(&amp;O)…</translation>
    </message>
    <message>
        <source>Practise at the online table for one: chips, Deal, exact payouts</source>
        <translation>在线上单人台练习：筹码、发牌、准确派彩</translation>
    </message>
    <message>
        <source>&amp;Casino table of five…</source>
        <translation>赌场五人台(&amp;C)…</translation>
    </message>
    <message>
        <source>Practise at a casino table of five seats, in turn, people or computer players</source>
        <translation>在五个座位的赌场台练习，轮流下注，真人或电脑玩家</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>快捷键(&amp;K)…</translation>
    </message>
    <message>
        <source>Every key of tracker</source>
        <translation>tracker 的全部快捷键</translation>
    </message>
    <message>
        <source>&amp;About tracker</source>
        <translation>关于 tracker(&amp;A)</translation>
    </message>
    <message>
        <source>What tracker is, and what it is not</source>
        <translation>tracker 是什么，不是什么</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>统计(&amp;S)…</translation>
    </message>
    <message>
        <source>The shown shoe or the whole library against chance, with charts</source>
        <translation>当前牌靴或整个牌靴库与概率对比，附图表</translation>
    </message>
    <message>
        <source>&amp;Backtest a betting system…</source>
        <translation>回测投注系统(&amp;B)…</translation>
    </message>
    <message>
        <source>Play a system over shoes or simulated shoes, beside the expected loss</source>
        <translation>用投注系统打真实或模拟牌靴，并与期望损失对照</translation>
    </message>
    <message>
        <source>Side-bet &amp;counting lab…</source>
        <translation>边注算牌实验室(&amp;C)…</translation>
    </message>
    <message>
        <source>Play a side-bet card count over simulated shoes: its gain, swings and risk</source>
        <translation>在模拟牌靴上运行边注算牌：收益、波动和风险</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>无牌靴</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>Shoe list</source>
        <translation>牌靴列表</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>全部保存</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>全是(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>全否(&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>忽略</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>恢复默认值</translation>
    </message>
</context>
<context>
    <name>Roads</name>
    <message>
        <source>B</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>P</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>T</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Bead Plate</source>
        <translation>珠盘路</translation>
    </message>
    <message>
        <source>Big Road</source>
        <translation>大路</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>大眼仔</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>小路</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>曱甴路</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Ask road (B? / P?): the mark each derived road would get next; a restatement of history, not a prediction.</source>
        <translation>问路（庄? / 闲?）：下一局各下三路将得到的标记；只是复述历史，不是预测。</translation>
    </message>
    <message>
        <source>The ask road shows the mark each derived road (Big Eye Boy, Small Road, Cockroach Pig) would get if the next hand were Banker (B?) or Player (P?). It restates the history of this shoe; it is not a prediction.</source>
        <translation>问路显示若下一局为庄（庄?）或闲（闲?），各下三路（大眼仔、小路、曱甴路）将得到的标记。它复述本靴的历史，不是预测。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>As the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Settings — tracker</source>
        <translation>设置 — tracker</translation>
    </message>
    <message>
        <source>Light or dark windows, or whatever the system uses</source>
        <translation>浅色或深色窗口，或跟随系统</translation>
    </message>
    <message>
        <source>The language of the windows; it changes as soon as you save</source>
        <translation>窗口使用的语言；保存后立即切换</translation>
    </message>
    <message>
        <source>Colour-blind-safe scorecards</source>
        <translation>色盲友好路纸</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>除颜色外，也用形状区分庄和闲</translation>
    </message>
    <message>
        <source>Offer the card field at the table (C)</source>
        <translation>在牌桌提供输入牌面栏 (C)</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards for exact odds; off, B, P and T alone log a hand</source>
        <translation>输入每局的牌面以得到精确赔率；关闭时只用 B、P、T 记录一局</translation>
    </message>
    <message>
        <source>The decks a new shoe starts with</source>
        <translation>新牌靴的副数</translation>
    </message>
    <message>
        <source>No commission</source>
        <translation>免佣</translation>
    </message>
    <message>
        <source>The Banker commission a new shoe starts with</source>
        <translation>新牌靴的庄家抽佣</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>1 赔 %1</translation>
    </message>
    <message>
        <source>What a tie pays in a new shoe</source>
        <translation>新牌靴中和局的赔率</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>当前：%1</translation>
    </message>
    <message>
        <source>The library file (or a postgresql:// address) to open at the next start; empty: the default (or --db / TRACKER_DB)</source>
        <translation>下次启动时打开的牌靴库文件（或 postgresql:// 地址）；留空：默认（或 --db / TRACKER_DB）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Choose a library file</source>
        <translation>选择牌靴库文件</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>&lt;b&gt;A new shoe starts with&lt;/b&gt;</source>
        <translation>&lt;b&gt;新牌靴的默认值&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>副数(&amp;D)：</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>抽佣(&amp;M)：</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>和局赔率(&amp;P)：</translation>
    </message>
    <message>
        <source>Library:</source>
        <translation>牌靴库：</translation>
    </message>
    <message>
        <source>A new library location is opened at the next start.</source>
        <translation>新的牌靴库位置将在下次启动时打开。</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>牌靴库文件</translation>
    </message>
    <message>
        <source>tracker library (*.sqlite *.db);;All files (*)</source>
        <translation>tracker 牌靴库 (*.sqlite *.db);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>ShoeList</name>
    <message>
        <source>Live</source>
        <translation>现场记录</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>dd MMM HH:mm</source>
        <translation>M月d日 HH:mm</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Hands: B · P · T</source>
        <translation>局数：庄 · 闲 · 和</translation>
    </message>
    <message>
        <source>Live, closed</source>
        <translation>现场记录，已结束</translation>
    </message>
    <message>
        <source>Live, open for logging</source>
        <translation>现场记录，记录中</translation>
    </message>
    <message>
        <source>%1 · %n deck(s)</source>
        <translation>%1 · %n 副</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <translation>yyyy-MM-dd HH:mm</translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>开始于 %1</translation>
    </message>
    <message>
        <source>Banker %1, Player %2, Tie %3; pairs: Player %4, Banker %5</source>
        <translation>庄 %1，闲 %2，和 %3；对子：闲对 %4，庄对 %5</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>来自 %1</translation>
    </message>
</context>
<context>
    <name>SideBetsBox</name>
    <message>
        <source>None: a side bet may be placed alone</source>
        <translation>无：边注可单独下注</translation>
    </message>
    <message>
        <source>A main bet of at least</source>
        <translation>主注至少为</translation>
    </message>
    <message>
        <source>A main bet at least as large as the side bet, and at least</source>
        <translation>主注不小于边注，且至少为</translation>
    </message>
    <message>
        <source>Side bets shown at the table and in the replay</source>
        <translation>牌桌和回放中显示的边注</translation>
    </message>
    <message>
        <source>What the casino asks beside a side bet: the figures then add the better of Banker and Player, at this size, to each side bet</source>
        <translation>赌场对边注附带主注的要求：此时数字会按此大小，在每个边注上加上庄和闲中较好的一方</translation>
    </message>
    <message>
        <source> × the side bet</source>
        <translation> × 边注</translation>
    </message>
    <message>
        <source>The smallest main bet required, in side-bet stakes</source>
        <translation>要求的最小主注，以边注额计</translation>
    </message>
    <message>
        <source>Main bet required:</source>
        <translation>要求的主注：</translation>
    </message>
</context>
<context>
    <name>ValidationReport</name>
    <message>
        <source>Validation report</source>
        <translation>校验报告</translation>
    </message>
    <message>
        <source>Shoe · hand</source>
        <translation>牌靴 · 局</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Cards (Player / Banker)</source>
        <translation>牌（闲 / 庄）</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>打开回放</translation>
    </message>
    <message>
        <source>The replay finds no problems in these shoes.</source>
        <translation>回放未在这些牌靴中发现问题。</translation>
    </message>
    <message>
        <source>The replay finds no problems in the library.</source>
        <translation>回放未在牌靴库中发现问题。</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln 靴</translation>
    </message>
    <message>
        <source>%Ln problem(s) in %1. Enter or a double-click opens the replay at that hand.</source>
        <translation>%1共有 %Ln 个问题。按 Enter 或双击即在该局打开回放。</translation>
    </message>
    <message>
        <source>%Ln problem(s)</source>
        <translation>%Ln 个问题</translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <translation>%1，来自 %2</translation>
    </message>
    <message>
        <source>the shoe</source>
        <translation>整靴</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>第 %1 局</translation>
    </message>
</context>
</TS>
