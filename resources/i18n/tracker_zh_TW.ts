<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>Counts</name>
    <message>
        <source>PP</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>N</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>剩餘牌數</translation>
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
        <translation>贏家</translation>
    </message>
    <message>
        <source>Player cards</source>
        <translation>閒牌</translation>
    </message>
    <message>
        <source>Banker cards</source>
        <translation>莊牌</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>點數</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>對子</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
</context>
<context>
    <name>Honesty</name>
    <message>
        <source>Past outcomes cannot predict future hands.</source>
        <translation>過去的結果無法預測未來的牌局。</translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <source>Import shoe files</source>
        <translation>匯入牌靴檔案</translation>
    </message>
    <message>
        <source>Leave out the shoes with problems (see the validation report)</source>
        <translation>不匯入有問題的牌靴（見驗證報告）</translation>
    </message>
    <message>
        <source>Shoes whose replay finds something that cannot have happened are not stored; by default they are stored and marked with their problems</source>
        <translation>重播發現了不可能發生之事的牌靴不會存入；預設會存入並標註其問題</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the import: the files already stored stay</source>
        <translation>停止匯入：已存入的檔案保留</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>正在匯入…</translation>
    </message>
    <message>
        <source>Importing %1 (%2 of %3)</source>
        <translation>正在匯入 %1（第 %2 個，共 %3 個）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>匯入</translation>
    </message>
    <message>
        <source>The import stopped: %1. The files imported before it are stored; nothing of the file being read was stored.</source>
        <translation>匯入已停止：%1。之前匯入的檔案已存入；正在讀取的檔案沒有任何內容存入。</translation>
    </message>
    <message>
        <source>%1: %2, %3 stored</source>
        <translation>%1：已存入 %2、%3</translation>
    </message>
    <message>
        <source>; %Ln already in the library</source>
        <translation>；%Ln 靴已在牌靴庫中</translation>
    </message>
    <message>
        <source>; %Ln with problems</source>
        <translation>；%Ln 靴有問題</translation>
    </message>
    <message>
        <source>; %Ln with problems left out</source>
        <translation>；%Ln 靴有問題，未存入</translation>
    </message>
    <message>
        <source>%1: cancelled: nothing of it was stored</source>
        <translation>%1：已取消，未存入任何內容</translation>
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
        <translation>匯入已取消</translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>匯入完成</translation>
    </message>
    <message>
        <source>%1 and %2 stored</source>
        <translation>已存入 %1、%2</translation>
    </message>
    <message>
        <source>%Ln shoe(s) already in the library</source>
        <translation>%Ln 靴已在牌靴庫中</translation>
    </message>
    <message>
        <source>%Ln shoe(s) stored with problems</source>
        <translation>%Ln 靴存入時標有問題</translation>
    </message>
    <message>
        <source>%Ln shoe(s) with problems left out</source>
        <translation>%Ln 靴有問題，未存入</translation>
    </message>
    <message>
        <source>%Ln file(s) refused</source>
        <translation>%Ln 個檔案被拒絕</translation>
    </message>
    <message>
        <source>cancelled: the files after it were not read</source>
        <translation>已取消：之後的檔案未讀取</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Show problems…</source>
        <translation>檢視問題…</translation>
    </message>
    <message>
        <source>with problems: %1</source>
        <translation>有問題：%1</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>未存入：%1</translation>
    </message>
    <message>
        <source>nothing of it was stored</source>
        <translation>未存入任何內容</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Filter shoes by table or name (Ctrl+F)</source>
        <translation>依牌桌或名稱篩選牌靴 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Shows the shoes whose name holds these letters; Esc clears it</source>
        <translation>顯示名稱包含這些字的牌靴；Esc 清除</translation>
    </message>
    <message>
        <source>The library&apos;s shoes; ● marks a shoe open for logging</source>
        <translation>牌靴庫中的牌靴；● 表示可記錄的牌靴</translation>
    </message>
    <message>
        <source>Shoes or hands were stored elsewhere (another tracker on this library): the shoes that changed and the shown shoe were read again.</source>
        <translation>其他地方（使用此牌靴庫的另一個 tracker）存入了牌靴或牌局：已重新讀取有變化的牌靴和目前牌靴。</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>已更新 %1</translation>
    </message>
    <message>
        <source>Library unreachable</source>
        <translation>無法連線牌靴庫</translation>
    </message>
    <message>
        <source>%1
Looking again every few seconds.</source>
        <translation>%1
每隔幾秒會再試一次。</translation>
    </message>
</context>
<context>
    <name>LibraryBrowser</name>
    <message>
        <source>Sound</source>
        <translation>無誤</translation>
    </message>
    <message>
        <source>With problems</source>
        <translation>有問題</translation>
    </message>
    <message>
        <source>Outcome only (not checkable)</source>
        <translation>僅結果（無法驗證）</translation>
    </message>
    <message>
        <source>Library — tracker</source>
        <translation>牌靴庫 — tracker</translation>
    </message>
    <message>
        <source>Casino</source>
        <translation>賭場</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>from</source>
        <translation>從</translation>
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
        <translation>所有類型</translation>
    </message>
    <message>
        <source>Any decks</source>
        <translation>任意副數</translation>
    </message>
    <message>
        <source>%n deck(s)</source>
        <translation>%n 副</translation>
    </message>
    <message>
        <source>Any validation</source>
        <translation>所有驗證結果</translation>
    </message>
    <message>
        <source>Validation report</source>
        <translation>驗證報告</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>重播</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>匯出…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>刪除…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>%1, %Ln chosen</source>
        <translation>%1，已選 %Ln 靴</translation>
    </message>
    <message>
        <source>Export shoes</source>
        <translation>匯出牌靴</translation>
    </message>
    <message>
        <source>Shoe JSON (*.json);;Hands CSV (*.csv)</source>
        <translation>牌靴 JSON (*.json);;牌局 CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>%1, %2 written to %3</source>
        <translation>已將 %1、%2 寫入 %3</translation>
    </message>
    <message>
        <source>Delete %Ln shoe(s) and all their hands from the library? This cannot be undone (export them first to keep a copy).</source>
        <translation>從牌靴庫刪除 %Ln 靴及其全部牌局？此動作無法復原（如需保留副本，請先匯出）。</translation>
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
        <translation>；%Ln 靴沒有牌局，未寫入（CSV 每局一行）</translation>
    </message>
    <message>
        <source>Delete shoes</source>
        <translation>刪除牌靴</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>現場記錄</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>已匯入</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>模擬</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>無誤</translation>
    </message>
    <message>
        <source>outcome only</source>
        <translation>僅結果</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未驗證</translation>
    </message>
    <message>
        <source>%Ln problem(s)</source>
        <translation>%Ln 個問題</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>標籤</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>開始時間</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>副數</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>B · P · T</source>
        <translation>莊 · 閒 · 和</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>驗證</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <translation>yyyy/MM/dd HH:mm</translation>
    </message>
</context>
<context>
    <name>LoggingBar</name>
    <message>
        <source>live</source>
        <translation>現場記錄</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已匯入</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>模擬</translation>
    </message>
    <message>
        <source>&amp;Banker</source>
        <translation>莊(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>閒(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Tie</source>
        <translation>和(&amp;T)</translation>
    </message>
    <message>
        <source>Player pair (1)</source>
        <translation>閒對 (1)</translation>
    </message>
    <message>
        <source>Banker pair (2)</source>
        <translation>莊對 (2)</translation>
    </message>
    <message>
        <source>Natural (N)</source>
        <translation>例牌 (N)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand (B)</source>
        <translation>下一局記為莊贏 (B)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand (P)</source>
        <translation>下一局記為閒贏 (P)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand (T)</source>
        <translation>下一局記為和 (T)</translation>
    </message>
    <message>
        <source>Marks the next hand logged (%1); cleared after it</source>
        <translation>標記下一局 (%1)；記錄後清除</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand, C enters its cards (Ctrl+Z undoes)</source>
        <translation>● 正在記錄 %1：按 B、P 或 T 記錄一局，C 輸入牌面（Ctrl+Z 復原）</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand (Ctrl+Z undoes)</source>
        <translation>● 正在記錄 %1：按 B、P 或 T 記錄一局（Ctrl+Z 復原）</translation>
    </message>
    <message>
        <source>%1 is closed: Shoe → Reopen to log more, Ctrl+N starts a new shoe</source>
        <translation>%1 已結束：牌靴 → 重新開啟可繼續記錄，Ctrl+N 開新靴</translation>
    </message>
    <message>
        <source>%1 (%2): Ctrl+N starts a shoe to log at the table</source>
        <translation>%1（%2）：Ctrl+N 在牌桌開新靴記錄</translation>
    </message>
    <message>
        <source>Press Ctrl+N to start logging a new shoe at the table</source>
        <translation>按 Ctrl+N 在牌桌開始記錄新牌靴</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Shoe</source>
        <translation>牌靴(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
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
        <translation>練習(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>Show the table of this tab: the logging keys log there</source>
        <translation>顯示此分頁的牌桌：記錄鍵記錄到這裡</translation>
    </message>
    <message>
        <source>&amp;Import shoe files…</source>
        <translation>匯入牌靴檔案(&amp;I)…</translation>
    </message>
    <message>
        <source>Store hands CSV, bead strings or shoe JSON files in the library</source>
        <translation>將牌局 CSV、珠串或牌靴 JSON 檔案存入牌靴庫</translation>
    </message>
    <message>
        <source>Import the &amp;sample shoes</source>
        <translation>匯入範例牌靴(&amp;S)</translation>
    </message>
    <message>
        <source>Real shoes from live tables and shoes dealt by tracker&apos;s simulator</source>
        <translation>真人牌桌的真實牌靴，以及 tracker 模擬器發出的牌靴</translation>
    </message>
    <message>
        <source>Import the &amp;real-shoe library (5,824 shoes)…</source>
        <translation>匯入真實牌靴庫(5,824 靴)(&amp;R)…</translation>
    </message>
    <message>
        <source>Every shoe of 45 live tables, 9–12 August 2025: 397,048 hands (MIT licence)</source>
        <translation>45 張真人牌桌 2025 年 8 月 9–12 日的全部牌靴：397,048 局（MIT 授權）</translation>
    </message>
    <message>
        <source>&amp;Library browser…</source>
        <translation>牌靴庫瀏覽器(&amp;L)…</translation>
    </message>
    <message>
        <source>Every shoe in a sortable table with filters; validate, export or delete a selection</source>
        <translation>所有牌靴列於可排序、可篩選的表格；可驗證、匯出或刪除所選</translation>
    </message>
    <message>
        <source>&amp;Replay the shown shoe…</source>
        <translation>重播目前牌靴(&amp;R)…</translation>
    </message>
    <message>
        <source>Step through the shoe hand by hand: roads, cards, reasons, odds, problems</source>
        <translation>逐局重看牌靴：路、牌、理由、機率、問題</translation>
    </message>
    <message>
        <source>&amp;Validation report…</source>
        <translation>驗證報告(&amp;V)…</translation>
    </message>
    <message>
        <source>Every problem the replay found in the library, by shoe, hand and file line</source>
        <translation>重播在牌靴庫中發現的所有問題，依牌靴、局和檔案行列出</translation>
    </message>
    <message>
        <source>Export scorecards as &amp;PNG…</source>
        <translation>將路紙匯出為 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board as a picture with its title and counts</source>
        <translation>將目前牌靴的路紙連同標題和統計存為圖片</translation>
    </message>
    <message>
        <source>Export scorecards as P&amp;DF…</source>
        <translation>將路紙匯出為 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board on A4 or Letter pages (landscape)</source>
        <translation>將目前牌靴的路紙存為 A4 或 Letter 頁面（橫向）</translation>
    </message>
    <message>
        <source>P&amp;rint scorecards…</source>
        <translation>列印路紙(&amp;R)…</translation>
    </message>
    <message>
        <source>Print the shown shoe&apos;s board</source>
        <translation>列印目前牌靴的路紙</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>Theme, palette, defaults for new shoes, card entry, the library&apos;s location</source>
        <translation>主題、配色、新牌靴預設值、輸入牌面、牌靴庫位置</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>Close tracker</source>
        <translation>關閉 tracker</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>復原上一次變更</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>重做已復原的動作</translation>
    </message>
    <message>
        <source>Log &amp;Banker</source>
        <translation>記錄莊(&amp;B)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand</source>
        <translation>下一局記為莊贏</translation>
    </message>
    <message>
        <source>Log &amp;Player</source>
        <translation>記錄閒(&amp;P)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand</source>
        <translation>下一局記為閒贏</translation>
    </message>
    <message>
        <source>Log &amp;Tie</source>
        <translation>記錄和(&amp;T)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand</source>
        <translation>下一局記為和</translation>
    </message>
    <message>
        <source>Enter the &amp;cards</source>
        <translation>輸入牌面(&amp;C)</translation>
    </message>
    <message>
        <source>Type the next hand&apos;s cards (7h kd / 3s kc 5d); Enter logs it, Esc leaves</source>
        <translation>輸入下一局的牌（7h kd / 3s kc 5d）；Enter 記錄，Esc 離開</translation>
    </message>
    <message>
        <source>Mark Player pair</source>
        <translation>標記閒對</translation>
    </message>
    <message>
        <source>The next hand logged has a Player pair</source>
        <translation>下一局記錄為有閒對</translation>
    </message>
    <message>
        <source>Mark Banker pair</source>
        <translation>標記莊對</translation>
    </message>
    <message>
        <source>The next hand logged has a Banker pair</source>
        <translation>下一局記錄為有莊對</translation>
    </message>
    <message>
        <source>Mark natural</source>
        <translation>標記例牌</translation>
    </message>
    <message>
        <source>The next hand logged is a natural</source>
        <translation>下一局記錄為例牌</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>修改該局(&amp;E)…</translation>
    </message>
    <message>
        <source>Correct the hand chosen in the hands table (or double-click it)</source>
        <translation>修改牌局表中選取的一局（或按兩下）</translation>
    </message>
    <message>
        <source>&amp;Insert a hand…</source>
        <translation>插入一局(&amp;I)…</translation>
    </message>
    <message>
        <source>Put a forgotten hand in before the one chosen in the hands table</source>
        <translation>在牌局表中選取的一局之前插入漏記的一局</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>刪除該局(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the hand chosen in the hands table (Ctrl+Z undoes)</source>
        <translation>刪除牌局表中選取的一局（Ctrl+Z 復原）</translation>
    </message>
    <message>
        <source>&amp;New shoe at the table…</source>
        <translation>在牌桌開新靴(&amp;N)…</translation>
    </message>
    <message>
        <source>Start logging a new shoe: its casino, table, decks and rules</source>
        <translation>開始記錄新牌靴：賭場、牌桌、副數和規則</translation>
    </message>
    <message>
        <source>Shoe &amp;details…</source>
        <translation>牌靴詳情(&amp;D)…</translation>
    </message>
    <message>
        <source>Change the shown shoe&apos;s casino, table, start, decks, rules and notes</source>
        <translation>修改目前牌靴的賭場、牌桌、開始時間、副數、規則和備註</translation>
    </message>
    <message>
        <source>&amp;Close this shoe</source>
        <translation>結束此靴(&amp;C)</translation>
    </message>
    <message>
        <source>Mark the shoe finished: no more hands can be logged to it (Reopen undoes)</source>
        <translation>將牌靴標記為結束：不能再記錄（重新開啟可復原）</translation>
    </message>
    <message>
        <source>&amp;Reopen this shoe</source>
        <translation>重新開啟此靴(&amp;R)</translation>
    </message>
    <message>
        <source>Open a closed shoe for logging again</source>
        <translation>重新開啟已結束的牌靴以繼續記錄</translation>
    </message>
    <message>
        <source>De&amp;lete this shoe…</source>
        <translation>刪除此靴(&amp;L)…</translation>
    </message>
    <message>
        <source>Delete the shown shoe and its hands from the library (asks first)</source>
        <translation>從牌靴庫刪除目前牌靴及其牌局（先詢問）</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe scorecards</source>
        <translation>色盲友善路紙(&amp;C)</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>除顏色外，也用形狀區分莊和閒</translation>
    </message>
    <message>
        <source>&amp;Shoe list</source>
        <translation>牌靴清單(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the shoe list pane (the board takes the room)</source>
        <translation>顯示或隱藏牌靴清單窗格（路紙占用空出的位置）</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>牌局(&amp;H)</translation>
    </message>
    <message>
        <source>Show or hide the hands table pane (the board takes the room)</source>
        <translation>顯示或隱藏牌局表窗格（路紙占用空出的位置）</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <source>Show or hide the statistics pane (the board takes the room)</source>
        <translation>顯示或隱藏統計窗格（路紙占用空出的位置）</translation>
    </message>
    <message>
        <source>Find shoe</source>
        <translation>尋找牌靴</translation>
    </message>
    <message>
        <source>Filter the shoe list</source>
        <translation>篩選牌靴清單</translation>
    </message>
    <message>
        <source>Go to the shoe &amp;list</source>
        <translation>前往牌靴清單(&amp;L)</translation>
    </message>
    <message>
        <source>Move the keys to the shoe list (Esc comes back to the table)</source>
        <translation>將鍵盤焦點移到牌靴清單（Esc 返回牌桌）</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>新牌桌(&amp;N)</translation>
    </message>
    <message>
        <source>A tab for another table, with its own shoe and undo history</source>
        <translation>為另一張牌桌開一個分頁，有自己的牌靴和復原記錄</translation>
    </message>
    <message>
        <source>&amp;Close table tab</source>
        <translation>關閉牌桌分頁(&amp;C)</translation>
    </message>
    <message>
        <source>Close the tab (its shoe stays in the library as it is)</source>
        <translation>關閉分頁（其牌靴原樣保留在牌靴庫中）</translation>
    </message>
    <message>
        <source>&amp;Online table…</source>
        <translation>線上單人檯(&amp;O)…</translation>
    </message>
    <message>
        <source>Practise at the online table for one: chips, Deal, exact payouts</source>
        <translation>在線上單人檯練習：籌碼、發牌、準確派彩</translation>
    </message>
    <message>
        <source>&amp;Casino table of five…</source>
        <translation>賭場五人檯(&amp;C)…</translation>
    </message>
    <message>
        <source>Practise at a casino table of five seats, in turn, people or computer players</source>
        <translation>在五個座位的賭場檯練習，輪流下注，真人或電腦玩家</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>快速鍵(&amp;K)…</translation>
    </message>
    <message>
        <source>Every key of tracker</source>
        <translation>tracker 的全部快速鍵</translation>
    </message>
    <message>
        <source>&amp;About tracker</source>
        <translation>關於 tracker(&amp;A)</translation>
    </message>
    <message>
        <source>What tracker is, and what it is not</source>
        <translation>tracker 是什麼，不是什麼</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>統計(&amp;S)…</translation>
    </message>
    <message>
        <source>The shown shoe or the whole library against chance, with charts</source>
        <translation>目前牌靴或整個牌靴庫與機率對比，附圖表</translation>
    </message>
    <message>
        <source>&amp;Backtest a betting system…</source>
        <translation>回測投注系統(&amp;B)…</translation>
    </message>
    <message>
        <source>Play a system over shoes or simulated shoes, beside the expected loss</source>
        <translation>用投注系統打真實或模擬牌靴，並與期望損失對照</translation>
    </message>
    <message>
        <source>Side-bet &amp;counting lab…</source>
        <translation>邊注算牌實驗室(&amp;C)…</translation>
    </message>
    <message>
        <source>Play a side-bet card count over simulated shoes: its gain, swings and risk</source>
        <translation>在模擬牌靴上執行邊注算牌：收益、波動和風險</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>無牌靴</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>Shoe list</source>
        <translation>牌靴清單</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>全部儲存</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>全部皆是(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>全部皆否(&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>終止</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重試</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>忽略</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丟棄</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>說明</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>套用</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重設</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>還原到預設值</translation>
    </message>
</context>
<context>
    <name>Roads</name>
    <message>
        <source>B</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>P</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>T</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Bead Plate</source>
        <translation>珠盤路</translation>
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
        <translation>問路（莊? / 閒?）：下一局各下三路將得到的標記；只是複述歷史，不是預測。</translation>
    </message>
    <message>
        <source>The ask road shows the mark each derived road (Big Eye Boy, Small Road, Cockroach Pig) would get if the next hand were Banker (B?) or Player (P?). It restates the history of this shoe; it is not a prediction.</source>
        <translation>問路顯示若下一局為莊（莊?）或閒（閒?），各下三路（大眼仔、小路、曱甴路）將得到的標記。它複述本靴的歷史，不是預測。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>As the system</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>淺色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Settings — tracker</source>
        <translation>設定 — tracker</translation>
    </message>
    <message>
        <source>Light or dark windows, or whatever the system uses</source>
        <translation>淺色或深色視窗，或跟隨系統</translation>
    </message>
    <message>
        <source>The language of the windows; it changes as soon as you save</source>
        <translation>視窗使用的語言；儲存後立即切換</translation>
    </message>
    <message>
        <source>Colour-blind-safe scorecards</source>
        <translation>色盲友善路紙</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>除顏色外，也用形狀區分莊和閒</translation>
    </message>
    <message>
        <source>Offer the card field at the table (C)</source>
        <translation>在牌桌提供輸入牌面欄 (C)</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards for exact odds; off, B, P and T alone log a hand</source>
        <translation>輸入每局的牌面以得到精確賠率；關閉時只用 B、P、T 記錄一局</translation>
    </message>
    <message>
        <source>The decks a new shoe starts with</source>
        <translation>新牌靴的副數</translation>
    </message>
    <message>
        <source>No commission</source>
        <translation>免佣</translation>
    </message>
    <message>
        <source>The Banker commission a new shoe starts with</source>
        <translation>新牌靴的莊家抽佣</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>1 賠 %1</translation>
    </message>
    <message>
        <source>What a tie pays in a new shoe</source>
        <translation>新牌靴中和局的賠率</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>目前：%1</translation>
    </message>
    <message>
        <source>The library file (or a postgresql:// address) to open at the next start; empty: the default (or --db / TRACKER_DB)</source>
        <translation>下次啟動時開啟的牌靴庫檔案（或 postgresql:// 位址）；留空：預設（或 --db / TRACKER_DB）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Choose a library file</source>
        <translation>選擇牌靴庫檔案</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>語言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主題(&amp;T)：</translation>
    </message>
    <message>
        <source>&lt;b&gt;A new shoe starts with&lt;/b&gt;</source>
        <translation>&lt;b&gt;新牌靴的預設值&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>副數(&amp;D)：</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>抽佣(&amp;M)：</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>和局賠率(&amp;P)：</translation>
    </message>
    <message>
        <source>Library:</source>
        <translation>牌靴庫：</translation>
    </message>
    <message>
        <source>A new library location is opened at the next start.</source>
        <translation>新的牌靴庫位置將在下次啟動時開啟。</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>牌靴庫檔案</translation>
    </message>
    <message>
        <source>tracker library (*.sqlite *.db);;All files (*)</source>
        <translation>tracker 牌靴庫 (*.sqlite *.db);;所有檔案 (*)</translation>
    </message>
</context>
<context>
    <name>ShoeList</name>
    <message>
        <source>Live</source>
        <translation>現場記錄</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>已匯入</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>模擬</translation>
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
        <translation>開始時間</translation>
    </message>
    <message>
        <source>Hands: B · P · T</source>
        <translation>局數：莊 · 閒 · 和</translation>
    </message>
    <message>
        <source>Live, closed</source>
        <translation>現場記錄，已結束</translation>
    </message>
    <message>
        <source>Live, open for logging</source>
        <translation>現場記錄，記錄中</translation>
    </message>
    <message>
        <source>%1 · %n deck(s)</source>
        <translation>%1 · %n 副</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <translation>yyyy/MM/dd HH:mm</translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>開始於 %1</translation>
    </message>
    <message>
        <source>Banker %1, Player %2, Tie %3; pairs: Player %4, Banker %5</source>
        <translation>莊 %1，閒 %2，和 %3；對子：閒對 %4，莊對 %5</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>來自 %1</translation>
    </message>
</context>
<context>
    <name>SideBetsBox</name>
    <message>
        <source>None: a side bet may be placed alone</source>
        <translation>無：邊注可單獨下注</translation>
    </message>
    <message>
        <source>A main bet of at least</source>
        <translation>主注至少為</translation>
    </message>
    <message>
        <source>A main bet at least as large as the side bet, and at least</source>
        <translation>主注不小於邊注，且至少為</translation>
    </message>
    <message>
        <source>Side bets shown at the table and in the replay</source>
        <translation>牌桌和重播中顯示的邊注</translation>
    </message>
    <message>
        <source>What the casino asks beside a side bet: the figures then add the better of Banker and Player, at this size, to each side bet</source>
        <translation>賭場對邊注附帶主注的要求：此時數字會按此大小，在每個邊注上加上莊和閒中較好的一方</translation>
    </message>
    <message>
        <source> × the side bet</source>
        <translation> × 邊注</translation>
    </message>
    <message>
        <source>The smallest main bet required, in side-bet stakes</source>
        <translation>要求的最小主注，以邊注額計</translation>
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
        <translation>驗證報告</translation>
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
        <translation>牌（閒 / 莊）</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>開啟重播</translation>
    </message>
    <message>
        <source>The replay finds no problems in these shoes.</source>
        <translation>重播未在這些牌靴中發現問題。</translation>
    </message>
    <message>
        <source>The replay finds no problems in the library.</source>
        <translation>重播未在牌靴庫中發現問題。</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln 靴</translation>
    </message>
    <message>
        <source>%Ln problem(s) in %1. Enter or a double-click opens the replay at that hand.</source>
        <translation>%1共有 %Ln 個問題。按 Enter 或按兩下即在該局開啟重播。</translation>
    </message>
    <message>
        <source>%Ln problem(s)</source>
        <translation>%Ln 個問題</translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <translation>%1，來自 %2</translation>
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
