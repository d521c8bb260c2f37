<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>About tracker</source>
        <translation>關於 tracker</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;tracker&lt;/b&gt;: a baccarat scorecard tracker and shoe-history analyzer.&lt;/p&gt;&lt;p&gt;%1 The scorecards and statistics show what happened; beside them, what chance predicts. tracker never offers a prediction.&lt;/p&gt;&lt;p&gt;F1 lists every key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;tracker&lt;/b&gt;：百家樂路紙記錄與牌靴歷史分析工具。&lt;/p&gt;&lt;p&gt;%1 路紙和統計顯示已經發生的結果；旁邊是按機率計算的期望值。tracker 從不提供任何預測。&lt;/p&gt;&lt;p&gt;按 F1 查看全部快速鍵。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Backtest</name>
    <message>
        <source>Flat</source>
        <translation>平注</translation>
    </message>
    <message>
        <source>one unit every hand</source>
        <translation>每局一個單位</translation>
    </message>
    <message>
        <source>Martingale</source>
        <translation>馬丁格爾</translation>
    </message>
    <message>
        <source>double after a loss, back to one unit after a win or when the double would pass the table maximum</source>
        <translation>輸後加倍，贏後或加倍將超過牌桌上限時回到一個單位</translation>
    </message>
    <message>
        <source>Paroli</source>
        <translation>帕羅利</translation>
    </message>
    <message>
        <source>double after a win, back to one unit after three wins in a row or a loss</source>
        <translation>贏後加倍，連贏三局或輸後回到一個單位</translation>
    </message>
    <message>
        <source>d&apos;Alembert</source>
        <translation>達朗貝爾</translation>
    </message>
    <message>
        <source>one unit more after a loss, one less after a win (never below one)</source>
        <translation>輸後加一個單位，贏後減一個單位（不低於一個）</translation>
    </message>
    <message>
        <source>1-3-2-6</source>
        <translation>1-3-2-6</translation>
    </message>
    <message>
        <source>1, 3, 2, 6 units on wins in a row, back to 1 after a loss or the fourth win</source>
        <translation>連贏時依次下 1、3、2、6 個單位，輸後或第四次贏後回到 1</translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation>斐波那契</translation>
    </message>
    <message>
        <source>one step up the Fibonacci numbers after a loss, two steps down after a win</source>
        <translation>輸後沿斐波那契數列上升一步，贏後下降兩步</translation>
    </message>
    <message>
        <source>Labouchère</source>
        <translation>拉布謝爾</translation>
    </message>
    <message>
        <source>stake the first and last numbers of the line; a win crosses them off, a loss adds the stake to the end; a cleared line starts again</source>
        <translation>下注數列首尾兩數之和；贏則劃去這兩個數，輸則把注額加到末尾；數列劃完後重新開始</translation>
    </message>
    <message>
        <source>Follow the last winner</source>
        <translation>跟上一局贏家</translation>
    </message>
    <message>
        <source>one unit on the side that won the last decision</source>
        <translation>一個單位下在上一次分出勝負時贏的一方</translation>
    </message>
    <message>
        <source>Bet against the last winner</source>
        <translation>反跟上一局贏家</translation>
    </message>
    <message>
        <source>one unit on the side that lost the last decision</source>
        <translation>一個單位下在上一次分出勝負時輸的一方</translation>
    </message>
    <message>
        <source>Follow a derived road</source>
        <translation>跟下三路</translation>
    </message>
    <message>
        <source>one unit on the side that would repeat the derived road&apos;s last colour</source>
        <translation>一個單位下在能讓該下三路重複上一個顏色的一方</translation>
    </message>
    <message>
        <source>Pattern rules</source>
        <translation>牌型規則</translation>
    </message>
    <message>
        <source>the first of your rules whose pattern matches the last results</source>
        <translation>按您的規則中第一條牌型與最近結果相符的規則下注</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>莊對</translation>
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
        <source>Shoes</source>
        <translation>牌靴數</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>Bets placed</source>
        <translation>下注次數</translation>
    </message>
    <message>
        <source>Wagered</source>
        <translation>總注額</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>淨輸贏</translation>
    </message>
    <message>
        <source>Net per unit wagered</source>
        <translation>每單位注額淨輸贏</translation>
    </message>
    <message>
        <source>Expected net</source>
        <translation>期望淨輸贏</translation>
    </message>
    <message>
        <source>Expected per unit wagered</source>
        <translation>每單位注額期望</translation>
    </message>
    <message>
        <source>%1 (the house edge)</source>
        <translation>%1（莊家優勢）</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>標準誤差</translation>
    </message>
    <message>
        <source>Shoes busted</source>
        <translation>輸光的牌靴</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 中的 %1</translation>
    </message>
    <message>
        <source>A shoe&apos;s net</source>
        <translation>單靴淨輸贏</translation>
    </message>
    <message>
        <source>median %1, 5%–95% %2 to %3; %4 shoes ahead</source>
        <translation>中位數 %1，5%–95% 為 %2 至 %3；%4 靴領先</translation>
    </message>
</context>
<context>
    <name>BacktestWindow</name>
    <message>
        <source>Backtest a betting system — tracker</source>
        <translation>回測投注系統 — tracker</translation>
    </message>
    <message>
        <source>Simulated shoes</source>
        <translation>模擬牌靴</translation>
    </message>
    <message>
        <source>The shown shoe</source>
        <translation>目前牌靴</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>整個牌靴庫</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系統</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>Derived road</source>
        <translation>下三路</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>First stake (unit)</source>
        <translation>首注（單位）</translation>
    </message>
    <message>
        <source>Table maximum</source>
        <translation>牌桌上限</translation>
    </message>
    <message>
        <source>Bankroll a shoe</source>
        <translation>每靴本金</translation>
    </message>
    <message>
        <source>Play over</source>
        <translation>回測範圍</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>副數</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>執行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG…</source>
        <translation>將圖表匯出為 PNG(&amp;E)…</translation>
    </message>
    <message>
        <source>Bankroll curves</source>
        <translation>本金曲線</translation>
    </message>
    <message>
        <source>Results over shoes</source>
        <translation>各靴結果</translation>
    </message>
    <message>
        <source>Choose a system and where to play it, then Run.</source>
        <translation>選擇系統和回測範圍，然後點“執行”。</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>無法寫入 %1</translation>
    </message>
    <message>
        <source>No shoe is shown: open one, or play simulated shoes.</source>
        <translation>沒有顯示牌靴：請開啟一個，或使用模擬牌靴。</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>回測中…</translation>
    </message>
    <message>
        <source>%Ln simulated %1-deck shoe(s), seed %2</source>
        <translation>%Ln 個 %1 副牌的模擬牌靴，種子 %2</translation>
    </message>
    <message>
        <source>shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>the library %1</source>
        <translation>牌靴庫 %1</translation>
    </message>
    <message>
        <source>The backtest failed: %1</source>
        <translation>回測失敗：%1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
</context>
<context>
    <name>CardEntry</name>
    <message>
        <source>What the cards typed make, checked against the drawing rules</source>
        <translation>所輸入的牌構成的結果，已按補牌規則核對</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>等待 %1</translation>
    </message>
    <message>
        <source>P %1 = %2 · B %3 = %4:</source>
        <translation>閒 %1 = %2 · 莊 %3 = %4：</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 — waiting for %2</source>
        <translation>%1 — 等待 %2</translation>
    </message>
    <message>
        <source>%1 — &lt;b&gt;against the rules&lt;/b&gt;: %2</source>
        <translation>%1 — &lt;b&gt;違反規則&lt;/b&gt;：%2</translation>
    </message>
    <message>
        <source>%1 — Enter logs it</source>
        <translation>%1 — 按 Enter 記錄</translation>
    </message>
    <message>
        <source>Cards typed</source>
        <translation>已輸入的牌</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Player %1 / Banker %2</source>
        <translation>閒 %1 / 莊 %2</translation>
    </message>
    <message>
        <source>No cards typed</source>
        <translation>尚未輸入牌</translation>
    </message>
    <message>
        <source>Add a card of rank %1</source>
        <translation>加入一張 %1</translation>
    </message>
    <message>
        <source>The last card&apos;s suit</source>
        <translation>最後一張牌的花色</translation>
    </message>
    <message>
        <source>The Banker&apos;s cards follow</source>
        <translation>接下來是莊的牌</translation>
    </message>
    <message>
        <source>Erase the last card</source>
        <translation>刪除最後一張牌</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Erase every card typed</source>
        <translation>刪除已輸入的所有牌</translation>
    </message>
    <message>
        <source>Cards (C): 7h kd / 3s kc 5d — ranks alone will do</source>
        <translation>牌面 (C): 7h kd / 3s kc 5d — 只輸點數也可</translation>
    </message>
    <message>
        <source>The Player&apos;s cards / the Banker&apos;s cards in card notation (9h, Td, K; ranks alone will do), or all of them in dealing order without /. Enter logs the hand, Esc hands the keys back to B, P and T.</source>
        <translation>閒的牌 / 莊的牌，用牌面記法（9h、Td、K；只輸點數也可），或不加 / 按發牌順序輸入全部牌。Enter 記錄該局，Esc 將按鍵交回 B、P、T。</translation>
    </message>
    <message>
        <source>Card pad</source>
        <translation>牌面鍵盤</translation>
    </message>
    <message>
        <source>Show buttons to enter the cards with the mouse</source>
        <translation>顯示按鈕，用滑鼠輸入牌面</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Export the chart</source>
        <translation>匯出圖表</translation>
    </message>
    <message>
        <source>PNG (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <source>Streak lengths: seen and expected</source>
        <translation>連長度：實際與期望</translation>
    </message>
    <message>
        <source>streak length</source>
        <translation>連長度</translation>
    </message>
    <message>
        <source>streaks</source>
        <translation>連數</translation>
    </message>
    <message>
        <source>Banker seen</source>
        <translation>莊 實際</translation>
    </message>
    <message>
        <source>Banker expected</source>
        <translation>莊 期望</translation>
    </message>
    <message>
        <source>Player seen</source>
        <translation>閒 實際</translation>
    </message>
    <message>
        <source>Player expected</source>
        <translation>閒 期望</translation>
    </message>
    <message>
        <source>Banker minus Player through the shoe</source>
        <translation>整靴莊減閒</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Banker − Player</source>
        <translation>莊 − 閒</translation>
    </message>
    <message>
        <source>95% band</source>
        <translation>95% 區間帶</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>this shoe</source>
        <translation>本靴</translation>
    </message>
    <message>
        <source>House edge from the cards left</source>
        <translation>按剩餘牌計算的莊家優勢</translation>
    </message>
    <message>
        <source>house edge (%)</source>
        <translation>莊家優勢（%）</translation>
    </message>
    <message>
        <source>%1 (%2 pts)</source>
        <translation>%1（%2 個百分點）</translation>
    </message>
    <message>
        <source>Net through each shoe (first shoes)</source>
        <translation>每靴的淨輸贏走勢（前幾靴）</translation>
    </message>
    <message>
        <source>net (units)</source>
        <translation>淨輸贏（單位）</translation>
    </message>
    <message>
        <source>A shoe&apos;s net over all shoes</source>
        <translation>所有牌靴的單靴淨輸贏分佈</translation>
    </message>
    <message>
        <source>net of a shoe (units)</source>
        <translation>單靴淨輸贏（單位）</translation>
    </message>
    <message>
        <source>shoes</source>
        <translation>牌靴數</translation>
    </message>
    <message>
        <source>expected mean</source>
        <translation>期望均值</translation>
    </message>
    <message>
        <source>The bet&apos;s edge by true count (the player&apos;s; above 0 the player is ahead)</source>
        <translation>按真數計的該注優勢（玩家一方；高於 0 即玩家佔優）</translation>
    </message>
    <message>
        <source>true count before the hand (running count per deck unseen; the ends hold all beyond them)</source>
        <translation>該局前的真數（流水數除以未見副數；兩端包含更遠的值）</translation>
    </message>
    <message>
        <source>player&apos;s edge per unit bet (%; above 0 the player is ahead)</source>
        <translation>每單位下注的玩家優勢（%；高於 0 即玩家佔優）</translation>
    </message>
    <message>
        <source>exact edge from the cards left, 95% band</source>
        <translation>按剩餘牌精確計算的優勢，95% 區間帶</translation>
    </message>
    <message>
        <source>The bet&apos;s edge by true count: exact over %1</source>
        <translation>按真數計的該注優勢：基於 %1 精確計算</translation>
    </message>
    <message>
        <source>realised win per unit, every hand of the run, 95%</source>
        <translation>每單位實際贏額，本次執行的每一局，95%</translation>
    </message>
    <message>
        <source>off the top: %1</source>
        <translation>新靴時：%1</translation>
    </message>
    <message>
        <source>the count bets from %1</source>
        <translation>算牌從 %1 起下注</translation>
    </message>
</context>
<context>
    <name>CountEditor</name>
    <message>
        <source>running count above</source>
        <translation>流水數高於</translation>
    </message>
    <message>
        <source>running count at least</source>
        <translation>流水數至少</translation>
    </message>
    <message>
        <source>true count at least</source>
        <translation>真數至少</translation>
    </message>
    <message>
        <source>A count of my own</source>
        <translation>我自己的算牌法</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>One more hand</source>
        <translation>再發一局</translation>
    </message>
    <message>
        <source>Stop at once</source>
        <translation>立即停止</translation>
    </message>
    <message>
        <source>Tag of %1</source>
        <translation>%1 的計數值</translation>
    </message>
    <message>
        <source>What each %1 seen adds to the count</source>
        <translation>每見到一張 %1 給計數加上的值</translation>
    </message>
    <message>
        <source>random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Shoes on which the bet&apos;s exact edge from the cards left is worked out before every hand (slower than counting): the exact edge by true count on the chart, and the perfect-play bound, betting whenever that edge favours the player</source>
        <translation>在這些牌靴上，每局前都按剩餘牌精確計算該注的優勢（比算牌慢）：用於圖表上按真數計的精確優勢，以及完美打法的上限（只要優勢有利於玩家就下注）</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>算牌法</translation>
    </message>
    <message>
        <source>Side bet</source>
        <translation>邊注</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>計數值</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起始值</translation>
    </message>
    <message>
        <source>Bet when</source>
        <translation>下注條件</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>閾值</translation>
    </message>
    <message>
        <source>Stake (unit)</source>
        <translation>注額（單位）</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>副數</translation>
    </message>
    <message>
        <source>Cards behind the cut card</source>
        <translation>切牌卡後的牌數</translation>
    </message>
    <message>
        <source>At the cut card</source>
        <translation>切牌卡出現時</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>牌靴數</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <source>Bankroll (units)</source>
        <translation>本金（單位）</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>程序數</translation>
    </message>
    <message>
        <source>Exact-edge shoes</source>
        <translation>精確優勢牌靴數</translation>
    </message>
</context>
<context>
    <name>CountPresets</name>
    <message>
        <source>Stephen How&apos;s unbalanced Dragon 7 count</source>
        <translation>Stephen How 的不平衡龍7 算牌法</translation>
    </message>
    <message>
        <source>start at -32 for 8 decks, count every card seen including the exposed burn card, bet when the running count is above 0 (the post&apos;s text says &gt; 0; its table&apos;s heading says &gt;= 0, which bets 8.4 times a shoe, not 6.8); the shoe ends with the hand in which the cut card comes out, as the bets a shoe of his Panda 8 posts show</source>
        <translation>8 副牌從 -32 起算，計入見到的每一張牌（包括亮出的燒牌），流水數高於 0 時下注（原文正文寫 &gt; 0；其表格標題寫 &gt;= 0，那樣每靴下注 8.4 次而不是 6.8 次）；切牌卡出現的那一局結束後整靴結束，與他熊貓8 文章中每靴下注次數一致</translation>
    </message>
    <message>
        <source>Stephen How&apos;s simplified Panda 8 co-count</source>
        <translation>Stephen How 的簡化熊貓8 輔助算牌法</translation>
    </message>
    <message>
        <source>start at 0, bet when the count gets to +35; published at around +9.0% of a fixed bet a shoe on about 2 bets with 16 cards behind the cut card</source>
        <translation>從 0 起算，計數達到 +35 時下注；公佈的結果約為每靴固定注額的 +9.0%，約下注 2 次，切牌卡後留 16 張牌</translation>
    </message>
    <message>
        <source>Stephen How&apos;s two-person Panda 8 co-count</source>
        <translation>Stephen How 的雙人熊貓8 輔助算牌法</translation>
    </message>
    <message>
        <source>the co-count&apos;s running count added to the Dragon 7 running count (both from 0), bet the Panda 8 when the sum is +35 or higher</source>
        <translation>輔助算牌法的流水數加上龍7 的流水數（都從 0 起算），總和達到 +35 或以上時下熊貓8</translation>
    </message>
</context>
<context>
    <name>CountWindow</name>
    <message>
        <source>%1 %2 Nothing here predicts a Banker or Player result: %3</source>
        <translation>%1 %2 這裡沒有任何東西能預測莊或閒的結果：%3</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>牌靴數</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Units won a shoe</source>
        <translation>每靴贏得單位</translation>
    </message>
    <message>
        <source>%1 ± %2 SE (95%: %3 to %4)</source>
        <translation>%1 ± %2 標準誤（95%：%3 至 %4）</translation>
    </message>
    <message>
        <source>Bets a shoe</source>
        <translation>每靴下注次數</translation>
    </message>
    <message>
        <source>Win per bet</source>
        <translation>每注贏額</translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation>%1 單位</translation>
    </message>
    <message>
        <source>A shoe&apos;s result</source>
        <translation>單靴結果</translation>
    </message>
    <message>
        <source>SD %1; 5% %2, 25% %3, median %4, 75% %5, 95% %6</source>
        <translation>標準差 %1；5% %2，25% %3，中位數 %4，75% %5，95% %6</translation>
    </message>
    <message>
        <source>Shoes ahead</source>
        <translation>領先的牌靴</translation>
    </message>
    <message>
        <source>Risk of ruin</source>
        <translation>破產風險</translation>
    </message>
    <message>
        <source>%1 for %2 units, ever (estimate)</source>
        <translation>本金 %2 單位時為 %1，任何時刻（估計）</translation>
    </message>
    <message>
        <source>This count never bet over these shoes: its rule is never met.</source>
        <translation>在這些牌靴上此算牌法從未下注：其條件從未滿足。</translation>
    </message>
    <message>
        <source>This count did not win over these shoes: where its bets are not in the player&apos;s favour, the house keeps its edge on every one.</source>
        <translation>此算牌法在這些牌靴上沒有贏：凡是對玩家不利的下注，莊家每一注都保有優勢。</translation>
    </message>
    <message>
        <source>The gain is small against its variance: %1 units a shoe against a swing of %2 units in one shoe; it takes about %3 shoes before the expected gain equals one standard deviation of the total, and only %4 of shoes end ahead.</source>
        <translation>收益相對其波動很小：每靴 %1 單位，而單靴波動達 %2 單位；大約要 %3 靴，期望收益才等於總額的一個標準差，而且只有 %4 的牌靴以領先結束。</translation>
    </message>
    <message>
        <source>%1 whenever the exact edge is in the player&apos;s favour</source>
        <translation>%1：只要精確優勢有利於玩家就下注</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>%1: tags %2; start %3; bet when %4</source>
        <translation>%1：計數值 %2；起始 %3；下注條件 %4</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln 副</translation>
    </message>
    <message>
        <source>one more hand</source>
        <translation>再發一局</translation>
    </message>
    <message>
        <source>stop at once</source>
        <translation>立即停止</translation>
    </message>
    <message>
        <source>%1, %2 cards behind the cut card (%3 when it comes out), %4</source>
        <translation>%1，切牌卡後 %2 張牌（切牌卡出現時%3），%4</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>燒牌</translation>
    </message>
    <message>
        <source>no burn</source>
        <translation>不燒牌</translation>
    </message>
    <message>
        <source>this process</source>
        <translation>本程序</translation>
    </message>
    <message>
        <source>%Ln local process(es)</source>
        <translation>%Ln 個本地程序</translation>
    </message>
    <message>
        <source>%1. %2, seed %3, on %4.</source>
        <translation>%1。%2，種子 %3，運行於%4。</translation>
    </message>
    <message>
        <source>%1: published at about %2 units a shoe on about %3 bets a shoe.</source>
        <translation>%1：公佈的結果約為每靴 %2 單位，每靴約下注 %3 次。</translation>
    </message>
    <message>
        <source>Perfect play, the bound (betting whenever the exact edge from the cards left favours the player), over %1 other shoes:</source>
        <translation>完美打法，即上限（只要按剩餘牌計算的精確優勢有利於玩家就下注），基於另外 %1 靴：</translation>
    </message>
    <message>
        <source>Counting lab: side-bet counts — tracker</source>
        <translation>算牌實驗室：邊注算牌 — tracker</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>執行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation>將圖表匯出為 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Export figures as CS&amp;V…</source>
        <translation>將資料匯出為 CSV(&amp;V)…</translation>
    </message>
    <message>
        <source>Edge by true count</source>
        <translation>按真數計的優勢</translation>
    </message>
    <message>
        <source>Results over shoes</source>
        <translation>各靴結果</translation>
    </message>
    <message>
        <source>Choose a published count or edit your own, then Run: shoes are dealt, every card seen is counted and the side bet is placed when the count says so.</source>
        <translation>選擇一個已公佈的算牌法或編輯您自己的算牌法，然後點“執行”：程式會發牌，計入見到的每一張牌，並在計數達到條件時下邊注。</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>無法寫入 %1</translation>
    </message>
    <message>
        <source>Dealing and counting…</source>
        <translation>發牌並計數中…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>The count failed: %1</source>
        <translation>算牌失敗：%1</translation>
    </message>
    <message>
        <source>Cancelled: the run was stopped before it finished; nothing is shown of it.</source>
        <translation>已取消：執行在完成前被停止；不顯示其任何結果。</translation>
    </message>
    <message>
        <source>the count bets when %1 (a running count, not a place on this axis)</source>
        <translation>算牌在 %1 時下注（這是流水數，不在此座標軸上）</translation>
    </message>
    <message>
        <source>mean of this run</source>
        <translation>本次執行的均值</translation>
    </message>
    <message>
        <source>Export the figures</source>
        <translation>匯出資料</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message>
        <source>Hands dealt; Banker, Player and Tie wins; Player pairs (PP), Banker pairs (BP) and naturals (N) where the shoe records them; the cards left in a shoe dealt card by card.</source>
        <translation>已發局數；莊、閒、和的勝局數；牌靴有記錄時的閒對、莊對和例牌數；逐張發牌的牌靴還顯示剩餘牌數。</translation>
    </message>
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
    <message>
        <source>Counts</source>
        <translation>統計</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>%1: could not write the %2 file (%3)</source>
        <translation>%1：無法寫入 %2 檔案（%3）</translation>
    </message>
    <message>
        <source>%1: could not write the %2 file</source>
        <translation>%1：無法寫入 %2 檔案</translation>
    </message>
    <message>
        <source>Scorecards</source>
        <translation>路紙</translation>
    </message>
</context>
<context>
    <name>HandDialog</name>
    <message>
        <source>&amp;Cards:</source>
        <translation>牌面(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Winner:</source>
        <translation>贏家(&amp;W)：</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>備註(&amp;O)：</translation>
    </message>
    <message>
        <source>7h kd / 3s kc 5d — leave empty for the outcome alone</source>
        <translation>7h kd / 3s kc 5d — 只記結果則留空</translation>
    </message>
    <message>
        <source>The Player&apos;s cards / the Banker&apos;s cards; they decide the outcome</source>
        <translation>閒的牌 / 莊的牌；由牌面決定結果</translation>
    </message>
    <message>
        <source>Who won the hand (taken from the cards when they are given)</source>
        <translation>本局贏家（輸入牌面時由牌面決定）</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Taken from the cards when they are given</source>
        <translation>輸入牌面時由牌面決定</translation>
    </message>
    <message>
        <source>Why the hand is as it is (a misdeal kept as dealt)</source>
        <translation>本局為何如此（按原樣保留的誤發牌）</translation>
    </message>
    <message>
        <source>Against the drawing rules: %1 — say why in the note to keep it.</source>
        <translation>違反補牌規則：%1 — 如要保留，請在備註中說明原因。</translation>
    </message>
    <message>
        <source>the cards are not complete: waiting for %1</source>
        <translation>牌面不完整：等待 %1</translation>
    </message>
    <message>
        <source>the cards break the drawing rules: say why in the note to keep them</source>
        <translation>牌面違反補牌規則：如要保留，請在備註中說明原因</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>等待 %1</translation>
    </message>
    <message>
        <source>Edit hand %1</source>
        <translation>修改第 %1 局</translation>
    </message>
    <message>
        <source>Insert a hand as hand %1</source>
        <translation>插入一局作為第 %1 局</translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>P</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>B</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>P %1 · B %2</source>
        <translation>閒 %1 · 莊 %2</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>莊對</translation>
    </message>
</context>
<context>
    <name>HandsTable</name>
    <message>
        <source>Double-click or Enter edits a hand; Delete deletes it (Ctrl+Z undoes)</source>
        <translation>按兩下或按 Enter 修改一局；按 Delete 刪除（Ctrl+Z 復原）</translation>
    </message>
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
    <message>
        <source>Past outcomes cannot predict future hands: every hand is dealt from the cards left, whatever the scorecards show.</source>
        <translation>過去的結果無法預測未來的牌局：無論路紙顯示什麼，每一局都是從剩餘的牌中發出的。</translation>
    </message>
    <message>
        <source>No betting system changes the expected loss per unit wagered: whatever the system, the expected loss is the house edge times the amount wagered.</source>
        <translation>任何投注系統都改變不了每單位注額的期望損失：無論用什麼系統，期望損失都等於莊家優勢乘以總注額。</translation>
    </message>
    <message>
        <source>Casinos watch for side-bet counters: they cap the side bet, move the cut card forward or reshuffle early, and may bar a player who bets only when the count is high.</source>
        <translation>賭場會留意邊注算牌者：他們會限制邊注額、把切牌卡往前放或提早洗牌，並可能禁止只在計數高時下注的玩家。</translation>
    </message>
    <message>
        <source>A count wins only because the cards already dealt change the odds of the cards left; a scorecard of who won does not.</source>
        <translation>算牌能贏，只是因為已發出的牌改變了剩餘牌的機率；記錄誰贏的路紙則不會。</translation>
    </message>
    <message>
        <source>Only side bets move far with the cards left: the Banker and Player edges barely move.</source>
        <translation>只有邊注會隨剩餘牌大幅變動：莊和閒的優勢幾乎不變。</translation>
    </message>
    <message>
        <source>A count&apos;s gain is small against its variance: even when a side bet turns in the player&apos;s favour, what one unit gains on average is a small part of how far its result swings each hand (its standard deviation), and a shoe offers few such bets.</source>
        <translation>算牌的收益相對其波動很小：即使邊注變得對玩家有利，每單位的平均收益也只是每局結果波動幅度（標準差）的一小部分，而且一靴中這樣的下注機會很少。</translation>
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
    <name>Importing</name>
    <message>
        <source>Shoe files (*.csv *.txt *.json *.gz);;All files (*)</source>
        <translation>牌靴檔案 (*.csv *.txt *.json *.gz);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Import the 5,824 real shoes that come with tracker</source>
        <translation>匯入 tracker 附帶的 5,824 靴真實牌靴</translation>
    </message>
    <message>
        <source>Live baccarat from August 2025, every card recorded (MIT licence)</source>
        <translation>2025 年 8 月的真人百家樂，每張牌都有記錄（MIT 授權）</translation>
    </message>
    <message>
        <source>This copy of tracker was installed without the real-shoe library</source>
        <translation>此 tracker 安裝時未包含真實牌靴庫</translation>
    </message>
</context>
<context>
    <name>KeyMap</name>
    <message>
        <source>The one-letter keys log at the visible table from the first keystroke, wherever the focus is, except while you type in a field (the card field, the filter): Esc leaves it. In the hands table, Enter or a double-click edits a hand and Delete deletes it. Keys in bold log at the table.</source>
        <translation>單字母鍵從第一次按鍵起就在目前顯示的牌桌記錄，無論焦點在哪裡，只有在輸入框（牌面輸入框、篩選框）中輸入時除外：按 Esc 離開輸入框。在牌局表中，按 Enter 或按兩下可編輯一局，按 Delete 可刪除。粗體的鍵用於在牌桌記錄。</translation>
    </message>
    <message>
        <source>Keys — tracker</source>
        <translation>快速鍵 — tracker</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>選單</translation>
    </message>
    <message>
        <source>(keys only)</source>
        <translation>（僅快速鍵）</translation>
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
        <source>%Ln shoe(s)</source>
        <translation>%Ln 靴</translation>
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
        <source>Delete %Ln shoe(s) and all their hands from the library? This cannot be undone (export them first to keep a copy).</source>
        <translation>從牌靴庫刪除 %Ln 靴及其全部牌局？此動作無法復原（如需保留副本，請先匯出）。</translation>
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
    <message>
        <source>tracker</source>
        <translation>tracker</translation>
    </message>
    <message>
        <source>%1 — tracker</source>
        <translation>%1 — tracker</translation>
    </message>
    <message>
        <source>One tab a table (Ctrl+1…9); the logging keys log into the one shown</source>
        <translation>每張牌桌一個分頁（Ctrl+1…9）；記錄鍵記錄到目前顯示的牌桌</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Your library is empty.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Press &lt;b&gt;Ctrl+N&lt;/b&gt; to log a shoe at the table, hand by hand, or &lt;b&gt;Ctrl+I&lt;/b&gt; to import shoe files (hands CSV, bead strings, shoe JSON).&lt;/p&gt;&lt;p&gt;File → Import the sample shoes brings in 20 real shoes from live tables and card-level shoes dealt by tracker&apos;s simulator, to explore at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;你的牌靴庫是空的。&lt;/b&gt;&lt;/p&gt;&lt;p&gt;按 &lt;b&gt;Ctrl+N&lt;/b&gt; 在牌桌上逐局記錄一靴，或按 &lt;b&gt;Ctrl+I&lt;/b&gt; 匯入牌靴檔案（牌局 CSV、珠盤字串、牌靴 JSON）。&lt;/p&gt;&lt;p&gt;檔案 → 匯入範例牌靴 會帶入 20 靴來自真人牌桌的真實牌靴，以及由 tracker 模擬器逐張發牌的牌靴，可立即瀏覽。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No shoe open for logging at this table: Ctrl+N starts a new shoe (Shoe → Reopen opens a closed one again).</source>
        <translation>此牌桌沒有可記錄的牌靴：Ctrl+N 開新靴（牌靴 → 重新開啟 可再次開啟已結束的牌靴）。</translation>
    </message>
    <message>
        <source>Saved: %Ln hand(s)</source>
        <translation>已儲存：%Ln 局</translation>
    </message>
    <message>
        <source>Choose a hand in the hands table first (the shoe list has the keys).</source>
        <translation>請先在牌局表中選擇一局（現在按鍵作用於牌靴清單）。</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>復原 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>shoe {label!r} gives its decks only after its first {hands:,} hands were counted with {decks} decks and {burn} burn cards: a shoe this long is checked as it is read, so its decks, rules and burn cards must come with its first hands</source>
        <translation>牌靴 {label!r} 在前 {hands:,} 局已按 {decks} 副牌和 {burn} 張燒牌計算之後才給出副數：這麼長的牌靴是邊讀邊檢查的，所以副數、規則和燒牌必須和最初幾局一起給出</translation>
    </message>
    <message>
        <source>shoe {label!r} gives its rules only after its first {hands:,} hands were counted with {decks} decks and {burn} burn cards: a shoe this long is checked as it is read, so its decks, rules and burn cards must come with its first hands</source>
        <translation>牌靴 {label!r} 在前 {hands:,} 局已按 {decks} 副牌和 {burn} 張燒牌計算之後才給出規則：這麼長的牌靴是邊讀邊檢查的，所以副數、規則和燒牌必須和最初幾局一起給出</translation>
    </message>
    <message>
        <source>shoe {label!r} gives its burn only after its first {hands:,} hands were counted with {decks} decks and {burn} burn cards: a shoe this long is checked as it is read, so its decks, rules and burn cards must come with its first hands</source>
        <translation>牌靴 {label!r} 在前 {hands:,} 局已按 {decks} 副牌和 {burn} 張燒牌計算之後才給出燒牌：這麼長的牌靴是邊讀邊檢查的，所以副數、規則和燒牌必須和最初幾局一起給出</translation>
    </message>
    <message>
        <source>the label has {count:,} characters, more than the {limit:,} a library takes</source>
        <translation>名稱有 {count:,} 個字元，超過牌靴庫可容納的 {limit:,} 個</translation>
    </message>
    <message>
        <source>the casino has {count:,} characters, more than the {limit:,} a library takes</source>
        <translation>賭場名有 {count:,} 個字元，超過牌靴庫可容納的 {limit:,} 個</translation>
    </message>
    <message>
        <source>the table name has {count:,} characters, more than the {limit:,} a library takes</source>
        <translation>牌桌名有 {count:,} 個字元，超過牌靴庫可容納的 {limit:,} 個</translation>
    </message>
    <message>
        <source>the source has {count:,} characters, more than the {limit:,} a library takes</source>
        <translation>來源有 {count:,} 個字元，超過牌靴庫可容納的 {limit:,} 個</translation>
    </message>
    <message>
        <source>the label has a NUL character (\x00), which no library takes</source>
        <translation>名稱含有 NUL 字元 (\x00)，任何牌靴庫都無法儲存</translation>
    </message>
    <message>
        <source>the casino has a NUL character (\x00), which no library takes</source>
        <translation>賭場名含有 NUL 字元 (\x00)，任何牌靴庫都無法儲存</translation>
    </message>
    <message>
        <source>the table name has a NUL character (\x00), which no library takes</source>
        <translation>牌桌名含有 NUL 字元 (\x00)，任何牌靴庫都無法儲存</translation>
    </message>
    <message>
        <source>the source has a NUL character (\x00), which no library takes</source>
        <translation>來源含有 NUL 字元 (\x00)，任何牌靴庫都無法儲存</translation>
    </message>
    <message>
        <source>the notes have a NUL character (\x00), which no library takes</source>
        <translation>備註含有 NUL 字元 (\x00)，任何牌靴庫都無法儲存</translation>
    </message>
    <message>
        <source>the decks must be a whole number from 1 to 8, not {value}</source>
        <translation>副數必須是 1 到 8 的整數，而不是 {value}</translation>
    </message>
    <message>
        <source>{count:,} burn cards are more than the {limit} a library takes</source>
        <translation>{count:,} 張燒牌超過牌靴庫可容納的 {limit} 張</translation>
    </message>
    <message>
        <source>the cut card must be 0 to {limit:,}, not {value:,}</source>
        <translation>切牌位置必須在 0 到 {limit:,} 之間，而不是 {value:,}</translation>
    </message>
    <message>
        <source>the line {value:,} is past the {limit:,} a library takes</source>
        <translation>行號 {value:,} 超過牌靴庫可容納的 {limit:,}</translation>
    </message>
    <message>
        <source>hand number {number:,} is past the {limit:,} a library takes</source>
        <translation>局號 {number:,} 超過牌靴庫可容納的 {limit:,}</translation>
    </message>
    <message>
        <source>hand {hand} gives the player {count} cards, more than the {limit} a library takes</source>
        <translation>第 {hand} 局給閒家 {count} 張牌，超過牌靴庫可容納的 {limit} 張</translation>
    </message>
    <message>
        <source>hand {hand} gives the banker {count} cards, more than the {limit} a library takes</source>
        <translation>第 {hand} 局給莊家 {count} 張牌，超過牌靴庫可容納的 {limit} 張</translation>
    </message>
    <message>
        <source>shoe {name!r}: {problem}</source>
        <translation>牌靴 {name!r}：{problem}</translation>
    </message>
    <message>
        <source>no shoes to play: the selection is empty</source>
        <translation>沒有可玩的牌靴：所選為空</translation>
    </message>
    <message>
        <source>the number of simulated shoes must be 1 to {most}, not {shoes!r}</source>
        <translation>模擬牌靴數必須在 1 到 {most} 之間，而不是 {shoes!r}</translation>
    </message>
    <message>
        <source>jobs must be 1 to {most}, not {jobs!r}</source>
        <translation>行程數必須在 1 到 {most} 之間，而不是 {jobs!r}</translation>
    </message>
    <message>
        <source>the backtest was cancelled</source>
        <translation>回測已取消</translation>
    </message>
    <message>
        <source>--from and --to name the same library ({where})</source>
        <translation>--from 和 --to 指向同一個牌靴庫（{where}）</translation>
    </message>
    <message>
        <source>the copy in {target} does not agree with {source} ({rows}); was the library changed while it was copied? Empty the copy and run the copy again while nobody writes to it</source>
        <translation>{target} 中的副本與 {source} 不一致（{rows}）；複製時牌靴庫是否被修改？請清空副本，在沒有人寫入時重新複製</translation>
    </message>
    <message>
        <source>--preset: no count is called {name!r}; the presets are {presets}</source>
        <translation>--preset：沒有名為 {name!r} 的算牌法；預設有 {presets}</translation>
    </message>
    <message>
        <source>the count was cancelled</source>
        <translation>算牌已取消</translation>
    </message>
    <message>
        <source>the number of perfect-play shoes must be a whole number, not {number!r}</source>
        <translation>完美打法牌靴數必須是整數，而不是 {number!r}</translation>
    </message>
    <message>
        <source>the number of shoes must be a whole number, not {number!r}</source>
        <translation>牌靴數必須是整數，而不是 {number!r}</translation>
    </message>
    <message>
        <source>the number of perfect-play shoes must be {least} to {most}, not {number}</source>
        <translation>完美打法牌靴數必須在 {least} 到 {most} 之間，而不是 {number}</translation>
    </message>
    <message>
        <source>the number of shoes must be {least} to {most}, not {number}</source>
        <translation>牌靴數必須在 {least} 到 {most} 之間，而不是 {number}</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>無法寫入 {path}：{reason}</translation>
    </message>
    <message>
        <source>{name}: {reason}</source>
        <translation>{name}：{reason}</translation>
    </message>
    <message>
        <source>this shoe is not open for logging; start a new shoe (Ctrl+N) to log hands</source>
        <translation>此牌靴未開放記錄；請開新牌靴（Ctrl+N）來記錄牌局</translation>
    </message>
    <message>
        <source>only a shoe logged at the table can be reopened; this one was {kind}</source>
        <translation>只有在牌桌上記錄的牌靴才能重新打開；此牌靴是 {kind}</translation>
    </message>
    <message>
        <source>hand {hand}</source>
        <translation>第 {hand} 局</translation>
    </message>
    <message>
        <source>hands {first}–{last}</source>
        <translation>第 {first}–{last} 局</translation>
    </message>
    <message>
        <source>another tracker logged {hands} meanwhile</source>
        <translation>另一個 tracker 在此期間記錄了{hands}</translation>
    </message>
    <message>
        <source>another tracker took back {hands} meanwhile</source>
        <translation>另一個 tracker 在此期間撤回了{hands}</translation>
    </message>
    <message>
        <source>another tracker changed the shoe&apos;s hands meanwhile</source>
        <translation>另一個 tracker 在此期間修改了牌靴的牌局</translation>
    </message>
    <message>
        <source>another tracker closed the shoe meanwhile</source>
        <translation>另一個 tracker 在此期間關閉了牌靴</translation>
    </message>
    <message>
        <source>another tracker reopened the shoe meanwhile</source>
        <translation>另一個 tracker 在此期間重新打開了牌靴</translation>
    </message>
    <message>
        <source>another tracker changed the shoe&apos;s details meanwhile</source>
        <translation>另一個 tracker 在此期間修改了牌靴的資訊</translation>
    </message>
    <message>
        <source>one / only: the Player&apos;s cards / the Banker&apos;s cards</source>
        <translation>只能有一個 /：閒的牌 / 莊的牌</translation>
    </message>
    <message>
        <source>the Player&apos;s cards</source>
        <translation>閒的牌</translation>
    </message>
    <message>
        <source>the Banker&apos;s cards</source>
        <translation>莊的牌</translation>
    </message>
    <message>
        <source>the cards</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>the Player holds 2 or 3 cards, not {count}</source>
        <translation>閒應有 2 或 3 張牌，而不是 {count} 張</translation>
    </message>
    <message>
        <source>the Banker holds 2 or 3 cards, not {count}</source>
        <translation>莊應有 2 或 3 張牌，而不是 {count} 張</translation>
    </message>
    <message>
        <source>the Player&apos;s first two cards</source>
        <translation>閒的前兩張牌</translation>
    </message>
    <message>
        <source>the Banker&apos;s first two cards</source>
        <translation>莊的前兩張牌</translation>
    </message>
    <message>
        <source>not in this shoe any more: {reason}</source>
        <translation>牌靴裡已經沒有這張牌：{reason}</translation>
    </message>
    <message>
        <source>the Player&apos;s third card</source>
        <translation>閒的第三張牌</translation>
    </message>
    <message>
        <source>the Banker&apos;s third card</source>
        <translation>莊的第三張牌</translation>
    </message>
    <message>
        <source>unknown card {token!r}</source>
        <translation>未知的牌 {token!r}</translation>
    </message>
    <message>
        <source>{count} more of the first four cards (Player, Banker, …)</source>
        <translation>前四張牌還差 {count} 張（閒、莊、…）</translation>
    </message>
    <message>
        <source>{count} card(s) more than the rules deal; to keep a misdeal type the Player&apos;s cards / the Banker&apos;s cards</source>
        <translation>比規則發的牌多 {count} 張；要保留誤發牌，請輸入 閒的牌 / 莊的牌</translation>
    </message>
    <message>
        <source>the shoe split off</source>
        <translation>拆分出的牌靴</translation>
    </message>
    <message>
        <source>the next part</source>
        <translation>下一部分</translation>
    </message>
    <message>
        <source>{name} is no longer in the library (deleted meanwhile); nothing was changed</source>
        <translation>{name} 已不在牌靴庫中（在此期間被刪除）；未做任何變更</translation>
    </message>
    <message>
        <source>--scheduler: expected a Dask scheduler address tcp://HOST:PORT, not {address!r}</source>
        <translation>--scheduler：應為 Dask 排程器位址 tcp://HOST:PORT，而不是 {address!r}</translation>
    </message>
    <message>
        <source>jobs must be a whole number, not {jobs!r}</source>
        <translation>行程數必須是整數，而不是 {jobs!r}</translation>
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation>執行已取消</translation>
    </message>
    <message>
        <source>--scheduler needs Dask: pip install &apos;tracker[cluster]&apos; (dask[distributed])</source>
        <translation>--scheduler 需要 Dask：pip install &apos;tracker[cluster]&apos;（dask[distributed]）</translation>
    </message>
    <message>
        <source>cannot reach the Dask scheduler at {where}: {reason}</source>
        <translation>無法連線 {where} 的 Dask 排程器：{reason}</translation>
    </message>
    <message>
        <source>the number of shoes must be a whole number of 1 or more, not {shoes!r}</source>
        <translation>牌靴數必須是 1 或以上的整數，而不是 {shoes!r}</translation>
    </message>
    <message>
        <source>online hands per shoe must be 1 to 10000, not {hands!r}</source>
        <translation>線上模式每靴局數必須是 1 到 10000，而不是 {hands!r}</translation>
    </message>
    <message>
        <source>a batch must be 1 shoe or more, not {batch!r}</source>
        <translation>每批必須至少 1 靴，而不是 {batch!r}</translation>
    </message>
    <message>
        <source>not enough memory to simulate {count} shoes at once; simulate fewer</source>
        <translation>記憶體不足，無法一次模擬 {count} 靴；請減少數量</translation>
    </message>
    <message>
        <source>the library holds damaged rules {rules!r} ({reason}); {fix}</source>
        <translation>牌靴庫中有損壞的規則 {rules!r}（{reason}）；{fix}</translation>
    </message>
    <message>
        <source>unknown value {value!r}</source>
        <translation>未知值 {value!r}</translation>
    </message>
    <message>
        <source>a missing column</source>
        <translation>缺少一欄</translation>
    </message>
    <message>
        <source>a hand row of the library{at} cannot be read: {reason}; {fix}</source>
        <translation>牌靴庫中的一列牌局{at}無法讀取：{reason}；{fix}</translation>
    </message>
    <message>
        <source>a shoe row of the library{at} cannot be read: {reason}; {fix}</source>
        <translation>牌靴庫中的一列牌靴{at}無法讀取：{reason}；{fix}</translation>
    </message>
    <message>
        <source>{place}: {column} holds {stored}, not {expected}</source>
        <translation>{place}：{column} 中是 {stored}，而不是{expected}</translation>
    </message>
    <message>
        <source>{found}; {left_out}</source>
        <translation>{found}；{left_out}</translation>
    </message>
    <message>
        <source>{named}
• {row}</source>
        <translation>{named}
• {row}</translation>
    </message>
    <message>
        <source>{named}
• and {more} more</source>
        <translation>{named}
• 另有 {more} 列</translation>
    </message>
    <message>
        <source>The library holds damaged rows: the rest of it is shown, these are left out (nothing was changed):{rows}

{fix}</source>
        <translation>牌靴庫中有損壞的資料列：其餘部分照常顯示，以下各列被略過（未做任何變更）：{rows}

{fix}</translation>
    </message>
    <message>
        <source>one of {values}</source>
        <translation>{values} 之一</translation>
    </message>
    <message>
        <source>cards such as 9H 3D</source>
        <translation>如 9H 3D 這樣的牌</translation>
    </message>
    <message>
        <source>text in UTF-8</source>
        <translation>UTF-8 文字</translation>
    </message>
    <message>
        <source>it is left out</source>
        <translation>已略過</translation>
    </message>
    <message>
        <source>one of {values} or nothing</source>
        <translation>{values} 之一或空</translation>
    </message>
    <message>
        <source>minutes east of UTC within ±24 hours (-1439 to 1439)</source>
        <translation>UTC 以東的分鐘數，在 ±24 小時內（-1439 到 1439）</translation>
    </message>
    <message>
        <source>the JSON of a rule set</source>
        <translation>規則集的 JSON</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>JSON 物件</translation>
    </message>
    <message>
        <source>a JSON list</source>
        <translation>JSON 清單</translation>
    </message>
    <message>
        <source>B, P, T or nothing</source>
        <translation>B、P、T 或空</translation>
    </message>
    <message>
        <source>a date and time (YYYY-MM-DD HH:MM:SS)</source>
        <translation>日期和時間（YYYY-MM-DD HH:MM:SS）</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整數</translation>
    </message>
    <message>
        <source>a {type} value</source>
        <translation>{type} 值</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空</translation>
    </message>
    <message>
        <source>shoe {shoe} (&quot;{label}&quot;, table &quot;{table}&quot;)</source>
        <translation>牌靴 {shoe}（&quot;{label}&quot;，牌桌 &quot;{table}&quot;）</translation>
    </message>
    <message>
        <source>shoe {shoe} (&quot;{label}&quot;)</source>
        <translation>牌靴 {shoe}（&quot;{label}&quot;）</translation>
    </message>
    <message>
        <source>shoe {shoe} (table &quot;{table}&quot;)</source>
        <translation>牌靴 {shoe}（牌桌 &quot;{table}&quot;）</translation>
    </message>
    <message>
        <source>shoe {shoe}</source>
        <translation>牌靴 {shoe}</translation>
    </message>
    <message>
        <source>hand {hand} of {shoe}, at position {position}</source>
        <translation>{shoe} 的牌局 {hand}（位置 {position}）</translation>
    </message>
    <message>
        <source>shoe {shoe} is left out wherever its hands are read</source>
        <translation>凡讀取其牌局之處，牌靴 {shoe} 都被略過</translation>
    </message>
    <message>
        <source>what no shoe can</source>
        <translation>任何牌靴都不可能有的內容</translation>
    </message>
    <message>
        <source>a readable shoe ({reason})</source>
        <translation>可讀取的牌靴（{reason}）</translation>
    </message>
    <message>
        <source>{table} row {row}</source>
        <translation>{table} 表第 {row} 列</translation>
    </message>
    <message>
        <source>hand {hand} of {shoe}</source>
        <translation>{shoe} 的牌局 {hand}</translation>
    </message>
    <message>
        <source>it cannot be copied</source>
        <translation>無法複製</translation>
    </message>
    <message>
        <source>{place} cannot be read: {column} holds {stored}, not {expected}; {fix}</source>
        <translation>{place} 無法讀取：{column} 中是 {stored}，而不是{expected}；{fix}</translation>
    </message>
    <message>
        <source>hands {first} to {last} ({count} hands)</source>
        <translation>牌局 {first} 到 {last}（{count} 局）</translation>
    </message>
    <message>
        <source>they are left out</source>
        <translation>均已略過</translation>
    </message>
    <message>
        <source>a shoe of the library (there is no shoe {shoe})</source>
        <translation>牌靴庫中的牌靴（沒有牌靴 {shoe}）</translation>
    </message>
    <message>
        <source>{text!r} is not a database URL ({reason}); give --db or TRACKER_DB an SQLAlchemy URL such as sqlite:///path/to/library.sqlite, or a file path</source>
        <translation>{text!r} 不是資料庫 URL（{reason}）；請給 --db 或 TRACKER_DB 一個 SQLAlchemy URL（如 sqlite:///path/to/library.sqlite）或檔案路徑</translation>
    </message>
    <message>
        <source>the library URL&apos;s {part} holds a NUL character (%00), which no database can take; correct the --db or TRACKER_DB URL</source>
        <translation>牌靴庫 URL 的 {part} 含有 NUL 字元 (%00)，任何資料庫都無法接受；請更正 --db 或 TRACKER_DB 的 URL</translation>
    </message>
    <message>
        <source>cannot open the library {where}: its database driver is not installed ({reason}); {fix}, or choose another library with --db or TRACKER_DB</source>
        <translation>無法開啟牌靴庫 {where}：未安裝其資料庫驅動程式（{reason}）；請{fix}，或用 --db 或 TRACKER_DB 選擇另一個牌靴庫</translation>
    </message>
    <message>
        <source>cannot open the library {where}: {reason}; give --db or TRACKER_DB an SQLAlchemy URL such as sqlite:///path/to/library.sqlite, or a file path</source>
        <translation>無法開啟牌靴庫 {where}：{reason}；請給 --db 或 TRACKER_DB 一個 SQLAlchemy URL（如 sqlite:///path/to/library.sqlite）或檔案路徑</translation>
    </message>
    <message>
        <source>cannot use the library {where}: {detail}; make room on its disk, or choose another with --db or TRACKER_DB</source>
        <translation>無法使用牌靴庫 {where}：{detail}；請騰出磁碟空間，或用 --db 或 TRACKER_DB 選擇另一個</translation>
    </message>
    <message>
        <source>cannot use the library {where}: {detail}; {fix}, or choose another with --db or TRACKER_DB</source>
        <translation>無法使用牌靴庫 {where}：{detail}；請{fix}，或用 --db 或 TRACKER_DB 選擇另一個</translation>
    </message>
    <message>
        <source>the library {where} is damaged ({detail}); {fix}</source>
        <translation>牌靴庫 {where} 已損壞（{detail}）；請{fix}</translation>
    </message>
    <message>
        <source>check the URL (server, port, user name, password, database name) and that the server runs</source>
        <translation>檢查 URL（伺服器、連接埠、使用者名稱、密碼、資料庫名稱）以及伺服器是否在執行</translation>
    </message>
    <message>
        <source>check the user name and password</source>
        <translation>檢查使用者名稱和密碼</translation>
    </message>
    <message>
        <source>check the database name in the URL</source>
        <translation>檢查 URL 中的資料庫名稱</translation>
    </message>
    <message>
        <source>cannot connect to the library {where}: {detail}; {fix}</source>
        <translation>無法連線牌靴庫 {where}：{detail}；請{fix}</translation>
    </message>
    <message>
        <source>check that the database user may write to it</source>
        <translation>檢查資料庫使用者是否有寫入權限</translation>
    </message>
    <message>
        <source>install it</source>
        <translation>安裝它</translation>
    </message>
    <message>
        <source>restore it from a backup of the database</source>
        <translation>從資料庫的備份還原它</translation>
    </message>
    <message>
        <source>check that the file and its folder can be written</source>
        <translation>檢查檔案及其資料夾是否可寫入</translation>
    </message>
    <message>
        <source>{path} is a folder, not a library file; give a file path</source>
        <translation>{path} 是資料夾，不是牌靴庫檔案；請給出檔案路徑</translation>
    </message>
    <message>
        <source>{path} is not a regular file (a pipe, FIFO or device), so not a library; give a file path with --db or TRACKER_DB</source>
        <translation>{path} 不是一般檔案（是管道、FIFO 或裝置），因此不是牌靴庫；請用 --db 或 TRACKER_DB 給出檔案路徑</translation>
    </message>
    <message>
        <source>cannot read the library {path}: {reason}; check that the file can be read, or choose another with --db or TRACKER_DB</source>
        <translation>無法讀取牌靴庫 {path}：{reason}；請檢查檔案是否可讀取，或用 --db 或 TRACKER_DB 選擇另一個</translation>
    </message>
    <message>
        <source>{path} is an empty file, not a tracker library; if it should hold your shoes, restore it from a copy (a library upgrade leaves one beside it, {name}.bak-*); to start a new library there, delete the file first, or choose another with --db or TRACKER_DB</source>
        <translation>{path} 是空檔案，不是 tracker 牌靴庫；如果它本應儲存您的牌靴，請從副本還原（牌靴庫升級時會在旁邊留下一份，{name}.bak-*）；要在那裡新建牌靴庫，請先刪除該檔案，或用 --db 或 TRACKER_DB 選擇另一個</translation>
    </message>
    <message>
        <source>cannot create the library {path}: the folder {folder} does not exist; create it first or correct the path</source>
        <translation>無法建立牌靴庫 {path}：資料夾 {folder} 不存在；請先建立它或更正路徑</translation>
    </message>
    <message>
        <source>cannot create the folder for the library {path}: {reason}; choose another place with --db or TRACKER_DB</source>
        <translation>無法為牌靴庫 {path} 建立資料夾：{reason}；請用 --db 或 TRACKER_DB 選擇另一個位置</translation>
    </message>
    <message>
        <source>the library {path} needs an upgrade, but the backup copy made first could not be written to {target} ({reason}); make room or allow writing in its folder, then open it again (the library was not changed)</source>
        <translation>牌靴庫 {path} 需要升級，但事先製作的備份副本無法寫入 {target}（{reason}）；請騰出空間或允許寫入其資料夾，然後再次開啟（牌靴庫未被修改）</translation>
    </message>
    <message>
        <source>open one of the backup copies beside it ({name}.bak-*) with --db, or recover what can be read with the sqlite3 tool&apos;s .recover command</source>
        <translation>用 --db 開啟它旁邊的某個備份副本（{name}.bak-*），或用 sqlite3 工具的 .recover 指令救回可讀取的內容</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>數字</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>the library URL&apos;s {key}={value!r} is not {must_be}; correct the --db or TRACKER_DB URL</source>
        <translation>牌靴庫 URL 的 {key}={value!r} 不是{must_be}；請更正 --db 或 TRACKER_DB 的 URL</translation>
    </message>
    <message>
        <source>install tracker&apos;s postgres extra (pip install &apos;tracker[postgres]&apos;)</source>
        <translation>安裝 tracker 的 postgres 擴充（pip install &apos;tracker[postgres]&apos;）</translation>
    </message>
    <message>
        <source>the library {where} is on PostgreSQL {version}, which is too old: tracker needs PostgreSQL {least} or newer; upgrade the server, or choose another library with --db or TRACKER_DB</source>
        <translation>牌靴庫 {where} 位於 PostgreSQL {version}，版本太舊：tracker 需要 PostgreSQL {least} 或更新版本；請升級伺服器，或用 --db 或 TRACKER_DB 選擇另一個牌靴庫</translation>
    </message>
    <message>
        <source>the library is damaged: open a backup copy of it (library.sqlite.bak-* beside it) or import a JSON export into a new one</source>
        <translation>牌靴庫已損壞：請開啟它的備份副本（旁邊的 library.sqlite.bak-*），或將 JSON 匯出檔匯入新的牌靴庫</translation>
    </message>
    <message>
        <source>The library is damaged: open a backup copy of it (library.sqlite.bak-* beside it) or import a JSON export into a new one.</source>
        <translation>牌靴庫已損壞：請開啟它的備份副本（旁邊的 library.sqlite.bak-*），或將 JSON 匯出檔匯入新的牌靴庫。</translation>
    </message>
    <message>
        <source>import cancelled; nothing of it was stored</source>
        <translation>匯入已取消；該檔案的內容均未儲存</translation>
    </message>
    <message>
        <source>{where} is not a tracker library (it is not an SQLite database); choose another file with --db or TRACKER_DB, or move this one away to start a new library there</source>
        <translation>{where} 不是 tracker 牌靴庫（不是 SQLite 資料庫）；請用 --db 或 TRACKER_DB 選擇另一個檔案，或將此檔案移走以在那裡新建牌靴庫</translation>
    </message>
    <message>
        <source>{named} and {more} more</source>
        <translation>{named} 等另外 {more} 個</translation>
    </message>
    <message>
        <source>{where} is not a tracker library (it has no shoes table): it holds tables of another program: {held}; it was left as it was: choose another file with --db or TRACKER_DB, or move this one away</source>
        <translation>{where} 不是 tracker 牌靴庫（沒有 shoes 表）：它存放著其他程式的表：{held}；它保持原樣未動：請用 --db 或 TRACKER_DB 選擇另一個檔案，或將此檔案移走</translation>
    </message>
    <message>
        <source>the library {where} is locked: another program (perhaps another tracker window or import) is writing to it; wait for it to finish or close it, then try again</source>
        <translation>牌靴庫 {where} 已被鎖定：另一個程式（可能是另一個 tracker 視窗或匯入）正在寫入；請等它完成或將其關閉，然後重試</translation>
    </message>
    <message>
        <source>the library {where} was changed by another writer at the same moment; nothing was stored: try again</source>
        <translation>牌靴庫 {where} 在同一時刻被另一個寫入者修改；未儲存任何內容：請重試</translation>
    </message>
    <message>
        <source>shoe {shoe} was changed elsewhere (revision {revision}, not {expected}); nothing was written</source>
        <translation>牌靴 {shoe} 已在別處被修改（修訂 {revision}，而非 {expected}）；未寫入任何內容</translation>
    </message>
    <message>
        <source>shoe {shoe} is closed; start a new shoe to log more hands</source>
        <translation>牌靴 {shoe} 已關閉；請開新牌靴以記錄更多牌局</translation>
    </message>
    <message>
        <source>no practice session {session} in the library {where}</source>
        <translation>牌靴庫 {where} 中沒有練習場次 {session}</translation>
    </message>
    <message>
        <source>the shoe {label!r} at table {table!r}</source>
        <translation>牌桌 {table!r} 的牌靴 {label!r}</translation>
    </message>
    <message>
        <source>the shoe {label!r}</source>
        <translation>牌靴 {label!r}</translation>
    </message>
    <message>
        <source>the shoe at table {table!r}</source>
        <translation>牌桌 {table!r} 的牌靴</translation>
    </message>
    <message>
        <source>the shoe</source>
        <translation>該牌靴</translation>
    </message>
    <message>
        <source>{shoe} has {hands} hands: a split must leave hands on both sides (asked to split before hand {hand})</source>
        <translation>{shoe} 有 {hands} 局：拆分後兩邊都必須有牌局（要求在第 {hand} 局之前拆分）</translation>
    </message>
    <message>
        <source>shoe {shoe} cannot be merged with itself</source>
        <translation>牌靴 {shoe} 不能與自身合併</translation>
    </message>
    <message>
        <source>no shoe {shoe} in the library {where}</source>
        <translation>牌靴庫 {where} 中沒有牌靴 {shoe}</translation>
    </message>
    <message>
        <source>no hand {hand} in the library {where}</source>
        <translation>牌靴庫 {where} 中沒有牌局 {hand}</translation>
    </message>
    <message>
        <source>the library {where} is damaged: its table {table!r} is missing; {fix}</source>
        <translation>牌靴庫 {where} 已損壞：缺少表 {table!r}；請{fix}</translation>
    </message>
    <message>
        <source>the library {where} does not record its schema revision (its alembic_version table is empty or holds several); it is damaged: open one of the backup copies beside it ({name}.bak-*) with --db, or choose another library</source>
        <translation>牌靴庫 {where} 沒有記錄其結構修訂版本（alembic_version 表為空或有多筆）；它已損壞：請用 --db 開啟它旁邊的某個備份副本（{name}.bak-*），或選擇另一個牌靴庫</translation>
    </message>
    <message>
        <source>{where} was written by a newer version of tracker; upgrade the app to open it (its schema is {current}; this version knows up to {head})</source>
        <translation>{where} 由更新版本的 tracker 寫入；請升級本程式後再開啟（其結構為 {current}；本版本最多支援到 {head}）</translation>
    </message>
    <message>
        <source>the library {where} is damaged: its table {table!r} has no column {column!r}, which its schema revision ({revision}) has; {fix}</source>
        <translation>牌靴庫 {where} 已損壞：表 {table!r} 缺少其結構修訂版本（{revision}）應有的欄 {column!r}；請{fix}</translation>
    </message>
    <message>
        <source>its table {table!r}</source>
        <translation>其表 {table!r}</translation>
    </message>
    <message>
        <source>its table {table!r} has the column {column!r}</source>
        <translation>其表 {table!r} 有欄 {column!r}</translation>
    </message>
    <message>
        <source>{what}, which came with revision {revision}</source>
        <translation>{what}，這是修訂版本 {revision} 帶來的</translation>
    </message>
    <message>
        <source>open the copy tracker made before its upgrade ({name}.bak-*) with --db</source>
        <translation>請用 --db 開啟 tracker 在升級前製作的副本（{name}.bak-*）</translation>
    </message>
    <message>
        <source>the library {where} says its schema is revision {current}, but its tables are of a later revision ({found}); it was left as it was: {restore}, or, if its tables are all of revision {latest}, record that in it (UPDATE alembic_version SET version_num = &apos;{latest}&apos;)</source>
        <translation>牌靴庫 {where} 聲稱其結構為修訂版本 {current}，但其表屬於更新的修訂版本（{found}）；它保持原樣未動：{restore}，或者，如果其表全是修訂版本 {latest} 的，請在庫中記錄這一點（UPDATE alembic_version SET version_num = &apos;{latest}&apos;）</translation>
    </message>
    <message>
        <source>the library {where} is not empty (its {table} table holds {held} rows): copy into a new, empty library, or bring shoes into this one with tracker export and tracker import</source>
        <translation>牌靴庫 {where} 不是空的（其 {table} 表有 {held} 列）：請複製到一個新的空牌靴庫，或用 tracker export 和 tracker import 把牌靴匯入這個庫</translation>
    </message>
    <message>
        <source>copy cancelled; nothing was stored in the target</source>
        <translation>複製已取消；目標中未儲存任何內容</translation>
    </message>
    <message>
        <source>a damaged row of the source library: {what}; nothing was copied: tracker export --format json writes the rest of the library, which tracker import stores in a new one</source>
        <translation>來源牌靴庫中有損壞的資料列：{what}；未複製任何內容：tracker export --format json 會寫出庫中其餘內容，再由 tracker import 存入新庫</translation>
    </message>
    <message>
        <source>the {table} table cannot be read ({reason})</source>
        <translation>{table} 表無法讀取（{reason}）</translation>
    </message>
    <message>
        <source>a row of the {table} table after {last} cannot be read ({reason})</source>
        <translation>{table} 表中 {last} 之後的一列無法讀取（{reason}）</translation>
    </message>
    <message>
        <source>{value:,} is past the {largest:,} a library takes</source>
        <translation>{value:,} 超過牌靴庫可容納的 {largest:,}</translation>
    </message>
    <message>
        <source>it has {count:,} characters, more than the {length:,} a library takes</source>
        <translation>它有 {count:,} 個字元，超過牌靴庫可容納的 {length:,} 個</translation>
    </message>
    <message>
        <source>it has a NUL character (\x00), which no library takes</source>
        <translation>它含有 NUL 字元 (\x00)，任何牌靴庫都無法儲存</translation>
    </message>
    <message>
        <source>the {table} row of {key} cannot be copied: its {name}: {problem}; change it in the source library first; nothing was copied</source>
        <translation>{key} 的 {table} 列無法複製：其 {name}：{problem}；請先在來源牌靴庫中修改它；未複製任何內容</translation>
    </message>
    <message>
        <source>Player draws on 0–5 and stands on 6 or 7</source>
        <translation>閒 0–5 點補牌，6 或 7 點停牌</translation>
    </message>
    <message>
        <source>a natural 8 or 9 on either side: both hands stand</source>
        <translation>任一方例牌 8 或 9：雙方都停牌</translation>
    </message>
    <message>
        <source>when the Player stands, Banker draws on 0–5 and stands on 6 or 7</source>
        <translation>閒停牌時，莊 0–5 點補牌，6 或 7 點停牌</translation>
    </message>
    <message>
        <source>{low} or {high}</source>
        <translation>{low} 或 {high}</translation>
    </message>
    <message>
        <source>{low}–{high}</source>
        <translation>{low}–{high}</translation>
    </message>
    <message>
        <source>Banker {total} always draws</source>
        <translation>莊 {total} 點一律補牌</translation>
    </message>
    <message>
        <source>Banker {total} always stands</source>
        <translation>莊 {total} 點一律停牌</translation>
    </message>
    <message>
        <source>Banker {total} draws unless the Player&apos;s third card is {values}</source>
        <translation>莊 {total} 點補牌，除非閒的第三張牌是 {values}</translation>
    </message>
    <message>
        <source>Banker {total} draws when the Player&apos;s third card is {values}</source>
        <translation>閒的第三張牌是 {values} 時，莊 {total} 點補牌</translation>
    </message>
    <message>
        <source>Player natural {player} and Banker natural {banker} — {rule}</source>
        <translation>閒例牌 {player}，莊例牌 {banker} — {rule}</translation>
    </message>
    <message>
        <source>Player natural {player} — {rule}</source>
        <translation>閒例牌 {player} — {rule}</translation>
    </message>
    <message>
        <source>Banker natural {banker} — {rule}</source>
        <translation>莊例牌 {banker} — {rule}</translation>
    </message>
    <message>
        <source>Player {total} draws — {rule}</source>
        <translation>閒 {total} 點補牌 — {rule}</translation>
    </message>
    <message>
        <source>Player {total} stands — {rule}</source>
        <translation>閒 {total} 點停牌 — {rule}</translation>
    </message>
    <message>
        <source>Banker {total} draws on a third card of {third} — {rule}</source>
        <translation>閒第三張牌為 {third}，莊 {total} 點補牌 — {rule}</translation>
    </message>
    <message>
        <source>Banker {total} stands on a third card of {third} — {rule}</source>
        <translation>閒第三張牌為 {third}，莊 {total} 點停牌 — {rule}</translation>
    </message>
    <message>
        <source>Banker {total} draws — {rule}</source>
        <translation>莊 {total} 點補牌 — {rule}</translation>
    </message>
    <message>
        <source>Banker {total} stands — {rule}</source>
        <translation>莊 {total} 點停牌 — {rule}</translation>
    </message>
    <message>
        <source>Tie, {player} to {banker}</source>
        <translation>和，{player} 比 {banker}</translation>
    </message>
    <message>
        <source>Banker wins, {banker} to {player}</source>
        <translation>莊贏，{banker} 比 {player}</translation>
    </message>
    <message>
        <source>Player wins, {player} to {banker}</source>
        <translation>閒贏，{player} 比 {banker}</translation>
    </message>
    <message>
        <source>{n} cards left before this hand</source>
        <translation>本局前剩餘 {n} 張牌</translation>
    </message>
    <message>
        <source>the burn cards cannot come from the shoe ({reason})</source>
        <translation>燒牌不可能出自這個牌靴（{reason}）</translation>
    </message>
    <message>
        <source>hand {number} records no cards, so the cards left after it are not known</source>
        <translation>第 {number} 局沒有記錄牌面，之後的剩餘牌數未知</translation>
    </message>
    <message>
        <source>the cards up to hand {number} cannot all come from the shoe</source>
        <translation>到第 {number} 局為止的牌不可能全部出自這個牌靴</translation>
    </message>
    <message>
        <source>{n} cards left: too few for a coup</source>
        <translation>剩餘 {n} 張牌：不夠發一局</translation>
    </message>
    <message>
        <source>Each side is dealt two cards first; this hand records fewer.</source>
        <translation>每方先發兩張牌；本局記錄的牌少於此數。</translation>
    </message>
    <message>
        <source>By the rules this hand needs more cards than are recorded (the problem says which).</source>
        <translation>按規則，本局需要的牌多於記錄的牌（問題中有說明）。</translation>
    </message>
    <message>
        <source>As recorded, the Player holds {player} cards and the Banker {banker}: the rules give {rules_player} and {rules_banker}.</source>
        <translation>按記錄，閒有 {player} 張牌，莊有 {banker} 張：按規則應為 {rules_player} 張和 {rules_banker} 張。</translation>
    </message>
    <message>
        <source>no shoe was stored after this one from the same file</source>
        <translation>同一檔案中這個牌靴之後沒有儲存其他牌靴</translation>
    </message>
    <message>
        <source>{error}: undo refused; the shoe is shown as it is now</source>
        <translation>{error}：復原被拒絕；現按牌靴的目前狀態顯示</translation>
    </message>
    <message>
        <source>{error}: redo refused; the shoe is shown as it is now</source>
        <translation>{error}：重做被拒絕；現按牌靴的目前狀態顯示</translation>
    </message>
    <message>
        <source>another tracker changed the shoe meanwhile</source>
        <translation>另一個 tracker 在此期間變更了該牌靴</translation>
    </message>
    <message>
        <source>{error}: the edit was refused; the shoe is shown as it is now</source>
        <translation>{error}：修改被拒絕；現按牌靴的目前狀態顯示</translation>
    </message>
    <message>
        <source>{error}: the delete was refused; the shoe is shown as it is now</source>
        <translation>{error}：刪除被拒絕；現按牌靴的目前狀態顯示</translation>
    </message>
    <message>
        <source>{field}: expected a whole number above {above}, not {given!r}</source>
        <translation>{field}：應為大於 {above} 的整數，而不是 {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a number above {above}, not {given!r}</source>
        <translation>{field}：應為大於 {above} 的數，而不是 {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a whole number, not {given!r}</source>
        <translation>{field}：應為整數，而不是 {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a number, not {given!r}</source>
        <translation>{field}：應為數字，而不是 {given!r}</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>閾值</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>注額</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>本金</translation>
    </message>
    <message>
        <source>Seed: expected a whole number from 0 to 2**64 - 1 (or empty for a random seed), not {given!r}</source>
        <translation>種子：應為 0 到 2**64 - 1 之間的整數（留空則隨機），而不是 {given!r}</translation>
    </message>
    <message>
        <source>Table: {reason}</source>
        <translation>牌桌：{reason}</translation>
    </message>
    <message>
        <source>unknown card {token!r}: {reason}</source>
        <translation>未知的牌 {token!r}：{reason}</translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation>{place}：{reason}</translation>
    </message>
    <message>
        <source>decks must be a whole number from {low} to {high}, not {decks!r}</source>
        <translation>副數必須是 {low} 到 {high} 的整數，而不是 {decks!r}</translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more ten-value cards</source>
        <translation>第 {number} 張牌（{card}）：牌靴裡已沒有點數為十的牌</translation>
    </message>
    <message>
        <source>an {decks}-deck shoe</source>
        <translation>{decks} 副牌的牌靴</translation>
    </message>
    <message>
        <source>a {decks}-deck shoe</source>
        <translation>{decks} 副牌的牌靴</translation>
    </message>
    <message>
        <source>expected a rank (A or 1, 2-9, T or 10, J, Q, K; a bare 0 for any ten-value card) optionally followed by a suit (S, H, D, C)</source>
        <translation>應為點數（A 或 1、2-9、T 或 10、J、Q、K；單獨的 0 表示任意點數為十的牌），後面可跟花色（S、H、D、C）</translation>
    </message>
    <message>
        <source>empty card</source>
        <translation>空的牌</translation>
    </message>
    <message>
        <source>{where}, card {number}</source>
        <translation>{where}，第 {number} 張</translation>
    </message>
    <message>
        <source>card {number}</source>
        <translation>第 {number} 張牌</translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more cards of rank {rank}</source>
        <translation>第 {number} 張牌（{card}）：牌靴裡已沒有點數 {rank} 的牌</translation>
    </message>
    <message>
        <source>card {number} ({card}): {shoe} holds only {count} of it</source>
        <translation>第 {number} 張牌（{card}）：{shoe}裡這張牌只有 {count} 張</translation>
    </message>
    <message>
        <source>a count tags 13 ranks, not {count}</source>
        <translation>算牌法要為 13 個點數定值，而不是 {count} 個</translation>
    </message>
    <message>
        <source>a betting rule is one of {rules}, not {rule!r}</source>
        <translation>下注規則須為 {rules} 之一，而不是 {rule!r}</translation>
    </message>
    <message>
        <source>the lab plays the side bets {bets}, not {bet!r}</source>
        <translation>實驗室只玩邊注 {bets}，不玩 {bet!r}</translation>
    </message>
    <message>
        <source>the stake must be more than 0, not {stake}</source>
        <translation>注額必須大於 0，而不是 {stake}</translation>
    </message>
    <message>
        <source>--tags: {item!r} is not RANK:VALUE with a rank of A, 2–9, T, J, Q, K</source>
        <translation>--tags：{item!r} 不是「點數:值」（點數為 A、2–9、T、J、Q、K）</translation>
    </message>
    <message>
        <source>--tags: the value of {rank} must be a whole number, not {value!r}</source>
        <translation>--tags：{rank} 的值必須是整數，而不是 {value!r}</translation>
    </message>
    <message>
        <source>--tags: the rank {rank} is given twice</source>
        <translation>--tags：點數 {rank} 出現了兩次</translation>
    </message>
    <message>
        <source>--tags: give at least one rank&apos;s value, e.g. 8:2,9:2,4:-1</source>
        <translation>--tags：至少給出一個點數的值，例如 8:2,9:2,4:-1</translation>
    </message>
    <message>
        <source>--bet-when: expected rc&gt;N or rc&gt;=N (N whole) or tc&gt;=N, not {text!r}</source>
        <translation>--bet-when：應為 rc&gt;N 或 rc&gt;=N（N 為整數）或 tc&gt;=N，而不是 {text!r}</translation>
    </message>
    <message>
        <source>--after-cut is one or stop, not {after_cut!r}</source>
        <translation>--after-cut 須為 one 或 stop，而不是 {after_cut!r}</translation>
    </message>
    <message>
        <source>the number of shoes must be 1 or more, not {shoes}</source>
        <translation>牌靴數必須為 1 或以上，而不是 {shoes}</translation>
    </message>
    <message>
        <source>the coup needed a card number {needed} but only {had} were there to deal</source>
        <translation>這一局需要第 {needed} 張牌，但只有 {had} 張可發</translation>
    </message>
    <message>
        <source>only {cards} card left</source>
        <translation>只剩 {cards} 張牌</translation>
    </message>
    <message>
        <source>only {cards} cards left</source>
        <translation>只剩 {cards} 張牌</translation>
    </message>
    <message>
        <source>{left}: how far one card moves the odds needs {needed}, since a coup can need {least} cards after one is taken out</source>
        <translation>{left}：計算一張牌對賠率的影響需要 {needed} 張，因為取出一張後一局仍可能需要 {least} 張牌</translation>
    </message>
    <message>
        <source>{left}: a coup can need {least} cards, so the odds of the next hand are not defined (a shoe this short is reshuffled before another hand)</source>
        <translation>{left}：一局可能需要 {least} 張牌，因此下一局的賠率無法確定（這麼短的牌靴會在下一局前重新洗牌）</translation>
    </message>
    <message>
        <source>the composition has a negative count of some value</source>
        <translation>牌的組成中某個點數的數量為負</translation>
    </message>
    <message>
        <source>a seed must be a whole number from 0 to {limit}, not {seed!r}</source>
        <translation>種子必須是 0 到 {limit} 的整數，而不是 {seed!r}</translation>
    </message>
    <message>
        <source>winner must be B, P or T (or Banker, Player, Tie), not {text!r}</source>
        <translation>贏家必須是 B、P 或 T（或 Banker、Player、Tie），而不是 {text!r}</translation>
    </message>
    <message>
        <source>Banker commission must be 5 or 4 percent, not {commission!r}</source>
        <translation>莊的抽佣必須是 5% 或 4%，而不是 {commission!r}</translation>
    </message>
    <message>
        <source>Tie must pay 8 or 9 to 1, not {pays!r}</source>
        <translation>和必須 1 賠 8 或 1 賠 9，而不是 {pays!r}</translation>
    </message>
    <message>
        <source>pair bets pay 11 to 1, not {pays!r}</source>
        <translation>對子注 1 賠 11，而不是 {pays!r}</translation>
    </message>
    <message>
        <source>hands after the cut card must be 0 to 3, not {hands}</source>
        <translation>切牌卡出現後的局數必須是 0 到 3，而不是 {hands}</translation>
    </message>
    <message>
        <source>the cut card must leave {least} to {most} cards behind it in {shoe}, not {cut}</source>
        <translation>在{shoe}中，切牌卡後面必須留 {least} 到 {most} 張牌，而不是 {cut} 張</translation>
    </message>
    <message>
        <source>unknown rule {rule!r}</source>
        <translation>未知的規則 {rule!r}</translation>
    </message>
    <message>
        <source>a stake must be an exact amount (int or Decimal), not {stake!r}</source>
        <translation>注額必須是精確金額（int 或 Decimal），而不是 {stake!r}</translation>
    </message>
    <message>
        <source>a stake must be a positive amount, not {stake}</source>
        <translation>注額必須是正數，而不是 {stake}</translation>
    </message>
    <message>
        <source>{bet}: the first two cards are ten-value cards of unknown rank</source>
        <translation>{bet}：前兩張牌是點數未知的十點牌</translation>
    </message>
    <message>
        <source>the shoe is finished: the cut card came out and the last hand was dealt; shuffle a new shoe</source>
        <translation>這靴牌已結束：切牌卡已出，最後一局已發完；請洗一靴新牌</translation>
    </message>
    <message>
        <source>{bet}: a stake cannot be negative ({stake})</source>
        <translation>{bet}：注額不能為負（{stake}）</translation>
    </message>
    <message>
        <source>{bet} is not turned on at this table</source>
        <translation>本牌桌未開放 {bet}</translation>
    </message>
    <message>
        <source>{bet} needs a bet on Player, Banker or Tie beside it</source>
        <translation>{bet} 需要同時在閒、莊或和上下注</translation>
    </message>
    <message>
        <source>{bet}: a side bet of {stake} is more than the main bet of {main}; this table allows a side bet up to the main bet</source>
        <translation>{bet}：邊注 {stake} 超過主注 {main}；本牌桌的邊注不得超過主注</translation>
    </message>
    <message>
        <source>{where}: expected an object, not {data!r}</source>
        <translation>{where}：應為物件，而不是 {data!r}</translation>
    </message>
    <message>
        <source>{where}.enabled: expected a list of side bet ids</source>
        <translation>{where}.enabled：應為邊注 id 的清單</translation>
    </message>
    <message>
        <source>expected a side bet id, not {bet_id!r}</source>
        <translation>應為邊注 id，而不是 {bet_id!r}</translation>
    </message>
    <message>
        <source>{where}.enabled[{i}]: {reason}</source>
        <translation>{where}.enabled[{i}]：{reason}</translation>
    </message>
    <message>
        <source>{where}.main_bet: expected one of {choices}, not {raw!r}</source>
        <translation>{where}.main_bet：應為 {choices} 之一，而不是 {raw!r}</translation>
    </message>
    <message>
        <source>no side bet {bet_id!r}: the side bets are {ids}</source>
        <translation>沒有邊注 {bet_id!r}：邊注有 {ids}</translation>
    </message>
    <message>
        <source>{bet}: the Player&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation>{bet}：閒的前兩張牌是點數未知的十點牌，無法確定是否成對</translation>
    </message>
    <message>
        <source>{bet}: the Banker&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation>{bet}：莊的前兩張牌是點數未知的十點牌，無法確定是否成對</translation>
    </message>
    <message>
        <source>a file name that is not UTF-8 text cannot be shown or stored (it holds {name}); rename the file with UTF-8 characters and try again</source>
        <translation>不是 UTF-8 文字的檔名無法顯示或儲存（其中含有 {name}）；請用 UTF-8 字元重新命名檔案後再試</translation>
    </message>
    <message>
        <source>the output cannot be shown in this terminal&apos;s encoding ({encoding}): {text} has no place in it; use a UTF-8 terminal, or set PYTHONIOENCODING=utf-8</source>
        <translation>輸出無法以此終端的編碼（{encoding}）顯示：{text} 不在其中；請使用 UTF-8 終端，或設定 PYTHONIOENCODING=utf-8</translation>
    </message>
    <message>
        <source>text that is not {encoding} where it was expected ({reason}); set PYTHONIOENCODING=utf-8 or save the input as UTF-8</source>
        <translation>此處應為 {encoding} 文字，但並不是（{reason}）；請設定 PYTHONIOENCODING=utf-8 或將輸入儲存為 UTF-8</translation>
    </message>
    <message>
        <source>the disk is full ({reason}); make room and try again</source>
        <translation>磁碟已滿（{reason}）；請騰出空間後再試</translation>
    </message>
    <message>
        <source>permission denied ({reason}); check who may read and write it</source>
        <translation>權限不足（{reason}）；請檢查誰可以讀寫它</translation>
    </message>
    <message>
        <source>the output&apos;s reader went away (broken pipe)</source>
        <translation>輸出的讀取方已斷開（管道中斷）</translation>
    </message>
    <message>
        <source>line {line}, hand {hand}: records no winner and no cards</source>
        <translation>第 {line} 行，第 {hand} 局：既沒有記錄贏家也沒有記錄牌</translation>
    </message>
    <message>
        <source>hand {hand}: records no winner and no cards</source>
        <translation>第 {hand} 局：既沒有記錄贏家也沒有記錄牌</translation>
    </message>
    <message>
        <source>{where}: character {position} is {char!r}; expected B, P or T (spaces are ignored)</source>
        <translation>{where}：第 {position} 個字元是 {char!r}；應為 B、P 或 T（空格會被忽略）</translation>
    </message>
    <message>
        <source>a vertical tab</source>
        <translation>垂直製表符</translation>
    </message>
    <message>
        <source>a form feed</source>
        <translation>換頁符</translation>
    </message>
    <message>
        <source>a file separator</source>
        <translation>檔案分隔符</translation>
    </message>
    <message>
        <source>a group separator</source>
        <translation>組分隔符</translation>
    </message>
    <message>
        <source>a record separator</source>
        <translation>記錄分隔符</translation>
    </message>
    <message>
        <source>a next-line character, NEL</source>
        <translation>下一行字元 NEL</translation>
    </message>
    <message>
        <source>a line separator</source>
        <translation>行分隔符</translation>
    </message>
    <message>
        <source>a paragraph separator</source>
        <translation>段落分隔符</translation>
    </message>
    <message>
        <source>{code} ({name}) ends a line for some programs but not in a bead file, whose lines end in a line feed: save the file with ordinary line ends</source>
        <translation>{code}（{name}）在某些程式中表示換行，但在珠盤檔案中不是，珠盤檔案的行以換行符結束：請用普通的換行儲存檔案</translation>
    </message>
    <message>
        <source>{char!r} is not a bead letter: a bead string holds B, P and T (a label ends with a colon, # starts a comment)</source>
        <translation>{char!r} 不是珠子字母：珠串只含 B、P 和 T（標籤以冒號結尾，# 開始註釋）</translation>
    </message>
    <message>
        <source>a shoe of more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104)</source>
        <translation>一靴超過 {cap:,} 局（每靴上限；8 副牌的牌靴最多發 104 局）</translation>
    </message>
    <message>
        <source>decks must be a whole number from 1 to 8, not {text!r}</source>
        <translation>副數必須是 1 到 8 的整數，而不是 {text!r}</translation>
    </message>
    <message>
        <source>a start time must be ISO 8601 (2025-08-09T00:26:15+00:00), not {text!r}</source>
        <translation>開始時間必須是 ISO 8601 格式（2025-08-09T00:26:15+00:00），而不是 {text!r}</translation>
    </message>
    <message>
        <source>shoe_first_time_ms must be Unix time in milliseconds, not {text!r}</source>
        <translation>shoe_first_time_ms 必須是以毫秒計的 Unix 時間，而不是 {text!r}</translation>
    </message>
    <message>
        <source>a shoe&apos;s kind must be one of {names}, not {text!r}</source>
        <translation>牌靴的型別必須是 {names} 之一，而不是 {text!r}</translation>
    </message>
    <message>
        <source>rules are words name=value with the names {known}; not {word!r}</source>
        <translation>規則是 name=value 形式的詞，名稱為 {known}；不能是 {word!r}</translation>
    </message>
    <message>
        <source>{name} must be 1 or 0 (or true, false), not {value!r}</source>
        <translation>{name} 必須是 1 或 0（或 true、false），而不是 {value!r}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {value!r}</source>
        <translation>{name} 必須是整數，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the cut card must be a whole number of cards from 0 to {cap:,}, not {text!r}</source>
        <translation>切牌卡必須是 0 到 {cap:,} 的整數張牌，而不是 {text!r}</translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels of lists and objects</source>
        <translation>JSON 值的清單和物件巢狀超過 {depth} 層</translation>
    </message>
    <message>
        <source>not a JSON object: {reason}</source>
        <translation>不是 JSON 物件：{reason}</translation>
    </message>
    <message>
        <source>must be a JSON object ({{…}}), not {text!r}</source>
        <translation>必須是 JSON 物件（{{…}}），而不是 {text!r}</translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels</source>
        <translation>JSON 值巢狀超過 {depth} 層</translation>
    </message>
    <message>
        <source>text with half of a UTF-16 surrogate pair (such as \ud800), which no UTF-8 text can hold</source>
        <translation>文字含有半個 UTF-16 代理對（如 \ud800），UTF-8 文字無法容納</translation>
    </message>
    <message>
        <source>a total must be a whole number from 0 to 9, not {text!r}</source>
        <translation>點數必須是 0 到 9 的整數，而不是 {text!r}</translation>
    </message>
    <message>
        <source>a flag must be 1 or 0 (or true, false), not {text!r}</source>
        <translation>標記必須是 1 或 0（或 true、false），而不是 {text!r}</translation>
    </message>
    <message>
        <source>a hand number must be a whole number 1, 2, … up to {cap:,}, not {text!r}</source>
        <translation>局號必須是整數 1、2、… 最大 {cap:,}，而不是 {text!r}</translation>
    </message>
    <message>
        <source>unknown card {token!r} (card {number}): {reason}</source>
        <translation>未知的牌 {token!r}（第 {number} 張）：{reason}</translation>
    </message>
    <message>
        <source>a cell of {length:,} characters, past the cap of {cap:,}</source>
        <translation>單元格有 {length:,} 個字元，超過上限 {cap:,}</translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more line: a closing quote missing?</source>
        <translation>開啟此單元格的引號（&quot;）沒有在本行閉合，所以單元格延續了 {lines} 行：是否缺少閉合引號？</translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more lines: a closing quote missing?</source>
        <translation>開啟此單元格的引號（&quot;）沒有在本行閉合，所以單元格延續了 {lines} 行：是否缺少閉合引號？</translation>
    </message>
    <message>
        <source>not a hands CSV: the header names none of the columns shoe, hand, player, banker, winner</source>
        <translation>不是牌局 CSV：表頭中沒有 shoe、hand、player、banker、winner 中的任何一欄</translation>
    </message>
    <message>
        <source>missing column {missing!r}: a hands CSV with {have!r} cards needs both sides</source>
        <translation>缺少欄 {missing!r}：含 {have!r} 牌的牌局 CSV 需要兩邊的牌</translation>
    </message>
    <message>
        <source>missing column &apos;winner&apos; (or &apos;player&apos; and &apos;banker&apos; for cards): every hand needs its cards or its winner</source>
        <translation>缺少欄 &apos;winner&apos;（或記錄牌的 &apos;player&apos; 和 &apos;banker&apos;）：每局都需要牌或贏家</translation>
    </message>
    <message>
        <source>shoe {label!r} has more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104): is the shoe column missing?</source>
        <translation>牌靴 {label!r} 超過 {cap:,} 局（每靴上限；8 副牌的牌靴最多發 104 局）：是否缺少 shoe 欄？</translation>
    </message>
    <message>
        <source>a row needs cards (player and banker) or a winner</source>
        <translation>每行都需要牌（player 和 banker）或贏家</translation>
    </message>
    <message>
        <source>not a readable CSV row: {reason}</source>
        <translation>無法讀取的 CSV 行：{reason}</translation>
    </message>
    <message>
        <source>{place}, line {line}</source>
        <translation>{place}，第 {line} 行</translation>
    </message>
    <message>
        <source>{place}, {part}</source>
        <translation>{place}，{part}</translation>
    </message>
    <message>
        <source>field {field}</source>
        <translation>欄位 {field}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>第 {column} 欄</translation>
    </message>
    <message>
        <source>field {field!r}</source>
        <translation>欄位 {field!r}</translation>
    </message>
    <message>
        <source>column {column!r}</source>
        <translation>欄 {column!r}</translation>
    </message>
    <message>
        <source>expected a field name in double quotes (a &apos;,&apos; too many before &apos;}}&apos;?)</source>
        <translation>應為雙引號中的欄位名（&apos;}}&apos; 前多了一個 &apos;,&apos;？）</translation>
    </message>
    <message>
        <source>expected a value (a number, text in double quotes, true, false, null, a list or an object)</source>
        <translation>應為一個值（數字、雙引號中的文字、true、false、null、清單或物件）</translation>
    </message>
    <message>
        <source>the text in double quotes that starts here never ends</source>
        <translation>從這裡開始的雙引號文字沒有結束</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; between two values</source>
        <translation>兩個值之間應有 &apos;,&apos;</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a field name</source>
        <translation>欄位名後應有 &apos;:&apos;</translation>
    </message>
    <message>
        <source>a line break or control character inside text in double quotes</source>
        <translation>雙引號文字中有換行或控制字元</translation>
    </message>
    <message>
        <source>a backslash that starts no valid escape</source>
        <translation>反斜槓後不是有效的轉義</translation>
    </message>
    <message>
        <source>the end of the file (cut short?)</source>
        <translation>檔案結尾（檔案被截斷？）</translation>
    </message>
    <message>
        <source>not valid shoe JSON: expected {what}, found {found}</source>
        <translation>不是有效的牌靴 JSON：應為 {what}，卻是 {found}</translation>
    </message>
    <message>
        <source>a value nested deeper than {depth} levels of lists and objects</source>
        <translation>值的清單和物件巢狀超過 {depth} 層</translation>
    </message>
    <message>
        <source>a number too long to read ({reason})</source>
        <translation>數字太長，無法讀取（{reason}）</translation>
    </message>
    <message>
        <source>a value longer than {cap:,} characters (the cap on one hand or one field of a shoe): not a shoe JSON value</source>
        <translation>值超過 {cap:,} 個字元（一局或牌靴一個欄位的上限）：不是牌靴 JSON 的值</translation>
    </message>
    <message>
        <source>nested deeper than {depth} levels</source>
        <translation>巢狀超過 {depth} 層</translation>
    </message>
    <message>
        <source>{reason}; the file ends there (cut short?)</source>
        <translation>{reason}；檔案在此結束（被截斷？）</translation>
    </message>
    <message>
        <source>not valid JSON: {reason}</source>
        <translation>不是有效的 JSON：{reason}</translation>
    </message>
    <message>
        <source>not valid JSON: an object key must be a string</source>
        <translation>不是有效的 JSON：物件的鍵必須是字串</translation>
    </message>
    <message>
        <source>cards must be a list of card strings such as &quot;9H&quot;</source>
        <translation>牌必須是像 &quot;9H&quot; 這樣的牌字串清單</translation>
    </message>
    <message>
        <source>expected true or false, not {value!r}</source>
        <translation>應為 true 或 false，而不是 {value!r}</translation>
    </message>
    <message>
        <source>expected a whole number, not {value!r}</source>
        <translation>應為整數，而不是 {value!r}</translation>
    </message>
    <message>
        <source>expected text, not {value!r}</source>
        <translation>應為文字，而不是 {value!r}</translation>
    </message>
    <message>
        <source>expected an object, not {value!r}</source>
        <translation>應為物件，而不是 {value!r}</translation>
    </message>
    <message>
        <source>expected {kind}, not {value!r}</source>
        <translation>應為 {kind}，而不是 {value!r}</translation>
    </message>
    <message>
        <source>a total must be 0 to 9, not {value}</source>
        <translation>點數必須是 0 到 9，而不是 {value}</translation>
    </message>
    <message>
        <source>hand {position} must be an object</source>
        <translation>第 {position} 局必須是物件</translation>
    </message>
    <message>
        <source>extra must be an object of text values</source>
        <translation>extra 必須是值為文字的物件</translation>
    </message>
    <message>
        <source>shoe {label!r} gives its label only after its first {hands:,} hands: a shoe this long is checked as it is read, so its label must come before its hands</source>
        <translation>牌靴 {label!r} 在前 {hands:,} 局之後才給出標籤：這麼長的牌靴是邊讀邊檢查的，所以標籤必須在牌局之前</translation>
    </message>
    <message>
        <source>shoe {position} ({label!r})</source>
        <translation>牌靴 {position}（{label!r}）</translation>
    </message>
    <message>
        <source>shoe {position}</source>
        <translation>牌靴 {position}</translation>
    </message>
    <message>
        <source>{name}: its notes and extra hold more than {cap:,} characters in all (the cap on one shoe&apos;s notes and extra)</source>
        <translation>{name}：備註和 extra 合計超過 {cap:,} 個字元（一靴備註和 extra 的上限）</translation>
    </message>
    <message>
        <source>kind must be one of {names}, not {kind!r}</source>
        <translation>kind 必須是 {names} 之一，而不是 {kind!r}</translation>
    </message>
    <message>
        <source>not an ISO 8601 time: {text!r}</source>
        <translation>不是 ISO 8601 時間：{text!r}</translation>
    </message>
    <message>
        <source>cut_card must be 0 to {cap:,}, not {cut_card}</source>
        <translation>cut_card 必須是 0 到 {cap:,}，而不是 {cut_card}</translation>
    </message>
    <message>
        <source>extra must be an object</source>
        <translation>extra 必須是物件</translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: expected an object with format_version</source>
        <translation>不是 tracker 牌靴 JSON 文件：應為含 format_version 的物件</translation>
    </message>
    <message>
        <source>format_version must be a whole number</source>
        <translation>format_version 必須是整數</translation>
    </message>
    <message>
        <source>format_version {version} was written by a newer tracker; this one reads format_version {ours}: update tracker to read the file</source>
        <translation>format_version {version} 由更新版本的 tracker 寫入；此版本讀取 format_version {ours}：請更新 tracker 以讀取該檔案</translation>
    </message>
    <message>
        <source>format_version {version} does not exist; expected {ours}</source>
        <translation>format_version {version} 不存在；應為 {ours}</translation>
    </message>
    <message>
        <source>format_version must come before shoes (not a tracker shoe JSON document?)</source>
        <translation>format_version 必須在 shoes 之前（不是 tracker 牌靴 JSON 文件？）</translation>
    </message>
    <message>
        <source>not valid JSON: more text after the document</source>
        <translation>不是有效的 JSON：文件後面還有文字</translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: no format_version</source>
        <translation>不是 tracker 牌靴 JSON 文件：沒有 format_version</translation>
    </message>
    <message>
        <source>the start time {started} is out of range in UTC (years 1 to 9999)</source>
        <translation>開始時間 {started} 換算為 UTC 後超出範圍（1 到 9999 年）</translation>
    </message>
    <message>
        <source>{place}: {reason}; nothing was written</source>
        <translation>{place}：{reason}；未寫入任何內容</translation>
    </message>
    <message>
        <source>cannot follow the link ({reason})</source>
        <translation>無法跟隨連結（{reason}）</translation>
    </message>
    <message>
        <source>this is the library itself; an output never replaces it</source>
        <translation>這就是牌靴庫本身；輸出永遠不會替換它</translation>
    </message>
    <message>
        <source>cannot write the file: it is a folder; give a file name</source>
        <translation>無法寫入檔案：這是一個資料夾；請給出檔名</translation>
    </message>
    <message>
        <source>this is an SQLite database (a tracker library?); an output never replaces one: choose another file name</source>
        <translation>這是一個 SQLite 資料庫（tracker 牌靴庫？）；輸出永遠不會替換它：請選擇其他檔名</translation>
    </message>
    <message>
        <source>cannot write the file: {reason}</source>
        <translation>無法寫入檔案：{reason}</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>資料夾 {folder} 不存在</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} 不是資料夾</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁碟已滿</translation>
    </message>
    <message>
        <source>not UTF-8 text: it holds NUL bytes (binary data, or UTF-16 text without a byte-order mark; save the file as UTF-8)</source>
        <translation>不是 UTF-8 文字：含有 NUL 位元組（二進位資料，或沒有位元組順序標記的 UTF-16 文字；請將檔案儲存為 UTF-8）</translation>
    </message>
    <message>
        <source>not a shoe file: this line is neither a hands-CSV header (naming shoe, hand, player, banker or winner columns), a bead string (B, P, T) nor shoe JSON</source>
        <translation>不是牌靴檔案：這一行既不是牌局 CSV 的表頭（含 shoe、hand、player、banker 或 winner 欄），也不是珠串（B、P、T）或牌靴 JSON</translation>
    </message>
    <message>
        <source>a ZIP archive or an Excel/OpenDocument workbook (.xlsx, .ods)</source>
        <translation>ZIP 壓縮包或 Excel/OpenDocument 工作簿（.xlsx、.ods）</translation>
    </message>
    <message>
        <source>an old Excel workbook (.xls) or Office file</source>
        <translation>舊版 Excel 工作簿（.xls）或 Office 檔案</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>PNG 圖片</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>JPEG 圖片</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>GIF 圖片</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>PDF 文件</translation>
    </message>
    <message>
        <source>an SQLite database (a tracker library?)</source>
        <translation>SQLite 資料庫（tracker 牌靴庫？）</translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text: save the sheet as CSV UTF-8 and validate that (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation>不是牌靴檔案：這是{kind}，不是文字：請將工作表另存為 CSV UTF-8 再驗證（牌靴檔案是牌局 CSV、珠串或牌靴 JSON）</translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation>不是牌靴檔案：這是{kind}，不是文字（牌靴檔案是牌局 CSV、珠串或牌靴 JSON）</translation>
    </message>
    <message>
        <source>Windows-1252 or Latin-1</source>
        <translation>Windows-1252 或 Latin-1</translation>
    </message>
    <message>
        <source>a double-byte encoding such as Korean CP949/EUC-KR, Chinese GBK or Japanese Shift-JIS</source>
        <translation>雙位元組編碼，如韓文 CP949/EUC-KR、中文 GBK 或日文 Shift-JIS</translation>
    </message>
    <message>
        <source>no data came for {seconds} seconds: a pipe or FIFO with no program writing to it (or one that stopped); nothing was read</source>
        <translation>{seconds} 秒內沒有收到資料：這是沒有程式寫入（或寫入已停止）的管道或 FIFO；未讀取任何內容</translation>
    </message>
    <message>
        <source>the compressed file expands more than {times} times (past {mib} MiB): not a shoe file (a gzip bomb?); nothing was read</source>
        <translation>壓縮檔案解壓後膨脹超過 {times} 倍（超過 {mib} MiB 之後）：不是牌靴檔案（gzip 炸彈？）；未讀取任何內容</translation>
    </message>
    <message>
        <source>the line is longer than {limit:,} bytes (the cap on a line): not a row or bead string of a shoe file</source>
        <translation>該行超過 {limit:,} 位元組（每行上限）：不是牌靴檔案的行或珠串</translation>
    </message>
    <message>
        <source>not UTF-8 text: save the file as UTF-8</source>
        <translation>不是 UTF-8 文字：請將檔案儲存為 UTF-8</translation>
    </message>
    <message>
        <source>this is {encoding} text, not UTF-8: save the file as UTF-8</source>
        <translation>這是 {encoding} 文字，不是 UTF-8：請將檔案儲存為 UTF-8</translation>
    </message>
    <message>
        <source>not UTF-8 text: byte {byte} (perhaps {encoding}; save the file as UTF-8)</source>
        <translation>不是 UTF-8 文字：位元組 {byte}（可能是 {encoding}；請將檔案儲存為 UTF-8）</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>不是 UTF-8 文字</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>無法讀取檔案：{reason}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>檔案不存在</translation>
    </message>
    <message>
        <source>a folder, not a shoe file</source>
        <translation>這是資料夾，不是牌靴檔案</translation>
    </message>
    <message>
        <source>permission denied: cannot read the file</source>
        <translation>權限不足：無法讀取檔案</translation>
    </message>
    <message>
        <source>damaged gzip file: {reason}</source>
        <translation>gzip 檔案已損壞：{reason}</translation>
    </message>
    <message>
        <source>no rules: write one a line, like &apos;after B B P bet P 2 units&apos;</source>
        <translation>沒有規則：每行寫一條，例如 &apos;after B B P bet P 2 units&apos;</translation>
    </message>
    <message>
        <source>expected &apos;after&apos; to start a rule, found {word!r}</source>
        <translation>規則應以 &apos;after&apos; 開頭，卻是 {word!r}</translation>
    </message>
    <message>
        <source>expected B, P or T in the pattern, found {letter!r}</source>
        <translation>模式中應為 B、P 或 T，卻是 {letter!r}</translation>
    </message>
    <message>
        <source>expected a pattern of B, P and T after &apos;after&apos;</source>
        <translation>&apos;after&apos; 後應為由 B、P 和 T 組成的模式</translation>
    </message>
    <message>
        <source>a pattern of at most {most} hands, not {length}</source>
        <translation>模式最多 {most} 局，而不是 {length} 局</translation>
    </message>
    <message>
        <source>expected &apos;bet&apos; and a side after the pattern</source>
        <translation>模式後應為 &apos;bet&apos; 和下注的一方</translation>
    </message>
    <message>
        <source>expected the bet after &apos;bet&apos;: banker, player, tie, player_pair or banker_pair</source>
        <translation>&apos;bet&apos; 後應為下注項：banker、player、tie、player_pair 或 banker_pair</translation>
    </message>
    <message>
        <source>expected banker, player, tie, player_pair or banker_pair (or B, P, T), found {side!r}</source>
        <translation>應為 banker、player、tie、player_pair 或 banker_pair（或 B、P、T），卻是 {side!r}</translation>
    </message>
    <message>
        <source>expected a whole number of units from 1 to {most}, found {amount!r}</source>
        <translation>應為 1 到 {most} 的整數單位，卻是 {amount!r}</translation>
    </message>
    <message>
        <source>expected &apos;units&apos; after the amount, found {word!r}</source>
        <translation>金額後應為 &apos;units&apos;，卻是 {word!r}</translation>
    </message>
    <message>
        <source>unexpected {word!r} after the end of the rule</source>
        <translation>規則結束後多出了 {word!r}</translation>
    </message>
    <message>
        <source>{bet} bets need hands that record pairs; these shoes record none</source>
        <translation>{bet} 注需要記錄了對子的牌局；這些牌靴沒有記錄</translation>
    </message>
    <message>
        <source>unknown system {system!r}; choose from {systems}</source>
        <translation>未知的系統 {system!r}；請從 {systems} 中選擇</translation>
    </message>
    <message>
        <source>the {system} system needs a bet (--bet {bets})</source>
        <translation>{system} 系統需要指定下注（--bet {bets}）</translation>
    </message>
    <message>
        <source>unknown bet {bet!r}; choose from {bets}</source>
        <translation>未知的下注 {bet!r}；請從 {bets} 中選擇</translation>
    </message>
    <message>
        <source>the unit must be a whole amount of 1 or more, not {value!r}</source>
        <translation>單位必須是 1 或以上的整數金額，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the table maximum must be a whole amount of 1 or more, not {value!r}</source>
        <translation>牌桌上限必須是 1 或以上的整數金額，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the bankroll must be a whole amount of 1 or more, not {value!r}</source>
        <translation>本金必須是 1 或以上的整數金額，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the table maximum ({table_max}) is below the unit ({unit})</source>
        <translation>牌桌上限（{table_max}）低於單位（{unit}）</translation>
    </message>
    <message>
        <source>the pattern-rules system needs rules (--rules)</source>
        <translation>模式規則系統需要規則（--rules）</translation>
    </message>
    <message>
        <source>a Labouchère line needs whole numbers of 1 or more</source>
        <translation>Labouchère 數列需要 1 或以上的整數</translation>
    </message>
    <message>
        <source>the Player has a natural {total}</source>
        <translation>閒是例牌 {total}</translation>
    </message>
    <message>
        <source>the Banker has a natural {total}</source>
        <translation>莊是例牌 {total}</translation>
    </message>
    <message>
        <source>Player drew a third card although {holder}: both hands stand on a natural</source>
        <translation>閒補了第三張牌，但{holder}：有例牌時雙方都停牌</translation>
    </message>
    <message>
        <source>Banker drew a third card although {holder}: both hands stand on a natural</source>
        <translation>莊補了第三張牌，但{holder}：有例牌時雙方都停牌</translation>
    </message>
    <message>
        <source>Player stood on {total}, but the Player draws on 0 to 5 (a third card left out?)</source>
        <translation>閒 {total} 點停牌，但閒 0 到 5 點要補牌（漏了第三張牌？）</translation>
    </message>
    <message>
        <source>Player drew on {total}, but the Player stands on 6 or 7</source>
        <translation>閒 {total} 點補牌，但閒 6 或 7 點停牌</translation>
    </message>
    <message>
        <source>Banker stood on {total} although the Player stood: the Banker then draws on 0 to 5</source>
        <translation>閒停牌時莊 {total} 點停牌：此時莊 0 到 5 點要補牌</translation>
    </message>
    <message>
        <source>Banker stood on {total}, but the Banker always draws on 0 to 2</source>
        <translation>莊 {total} 點停牌，但莊 0 到 2 點總是補牌</translation>
    </message>
    <message>
        <source>Banker stood on {total} although the Player&apos;s third card was {third}</source>
        <translation>閒的第三張牌是 {third}，莊 {total} 點卻停牌</translation>
    </message>
    <message>
        <source>Banker drew on {total} although the Player stood: the Banker then stands on 6 or 7</source>
        <translation>閒停牌時莊 {total} 點補牌：此時莊 6 或 7 點停牌</translation>
    </message>
    <message>
        <source>Banker drew on 7, but the Banker always stands on 7</source>
        <translation>莊 7 點補牌，但莊 7 點總是停牌</translation>
    </message>
    <message>
        <source>Banker drew on {total} although the Player&apos;s third card was {third}</source>
        <translation>閒的第三張牌是 {third}，莊 {total} 點卻補牌</translation>
    </message>
    <message>
        <source>too few decisions: {decided} Banker/Player, the test needs at least {least}</source>
        <translation>分出勝負的局太少：莊/閒共 {decided} 局，檢驗至少需要 {least} 局</translation>
    </message>
    <message>
        <source>too few hands: {smallest:.1f} {name} expected, the test needs at least {least} of each</source>
        <translation>牌局太少：期望 {name} {smallest:.1f} 次，檢驗要求每項至少 {least} 次</translation>
    </message>
</context>
<context>
    <name>MisdealDialog</name>
    <message>
        <source>Misdeal: kept as dealt</source>
        <translation>誤發牌：按原樣保留</translation>
    </message>
    <message>
        <source>Cards against the drawing rules</source>
        <translation>違反補牌規則的牌</translation>
    </message>
    <message>
        <source>These cards break the drawing rules:</source>
        <translation>這些牌違反了補牌規則：</translation>
    </message>
    <message>
        <source>Casinos misdeal now and then. Keep the hand as it was dealt, with a note saying so, or go back and correct the cards.</source>
        <translation>賭場偶爾會發錯牌。可按實際發出的牌保留本局並加備註說明，或返回修改牌面。</translation>
    </message>
    <message>
        <source>Stored with the hand and shown in the hands table</source>
        <translation>與該局一起儲存，並顯示在牌局表中</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>備註(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Keep as dealt</source>
        <translation>按原樣保留(&amp;K)</translation>
    </message>
    <message>
        <source>Store the hand with its cards as typed, and the note</source>
        <translation>按輸入的牌面連同備註儲存該局</translation>
    </message>
    <message>
        <source>&amp;Correct the cards</source>
        <translation>修改牌面(&amp;C)</translation>
    </message>
    <message>
        <source>Go back to the cards without storing anything</source>
        <translation>返回牌面，不儲存任何內容</translation>
    </message>
    <message>
        <source>A note is needed to keep a misdeal</source>
        <translation>保留誤發牌需要備註</translation>
    </message>
</context>
<context>
    <name>Patterns</name>
    <message>
        <source>Patterns (good roads)</source>
        <translation>規律（好路）</translation>
    </message>
    <message>
        <source>%: shoes that show one by chance; no pattern predicts the next hand</source>
        <translation>%：單憑運氣出現此規律的牌靴比例；任何規律都不能說明下一局</translation>
    </message>
    <message>
        <source>chance, not a prediction</source>
        <translation>純屬運氣，不是預言</translation>
    </message>
    <message>
        <source>Chance alone deals these patterns in many shoes; none of them says what the next hand will be.</source>
        <translation>單憑運氣，許多牌靴都會出現這些規律；它們都不能說明下一局的結果。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>over %1</source>
        <translation>超過 %1</translation>
    </message>
    <message>
        <source>1 in %1</source>
        <translation>%1 分之 1</translation>
    </message>
    <message>
        <source>none of the %1 simulated shoes</source>
        <translation>%1 個模擬牌靴中沒有一個</translation>
    </message>
    <message>
        <source>%1 of shoes</source>
        <translation>%1 的牌靴</translation>
    </message>
    <message>
        <source>%1 shoes</source>
        <translation>%1 的牌靴</translation>
    </message>
    <message>
        <source>%1 columns</source>
        <translation>%1 列</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>2 次</translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation>%1 次</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 ×%2 (longest %3)</source>
        <translation>%1 ×%2（最長 %3）</translation>
    </message>
    <message>
        <source>%1 — %2 show one at least this long by chance</source>
        <translation>%1 —— 單憑運氣，%2出現至少這麼長的此規律</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>%1 (%2): %3.</source>
        <translation>%1（%2）：%3。</translation>
    </message>
    <message>
        <source>Here: %1 of the big road.</source>
        <translation>本靴：大路%1。</translation>
    </message>
    <message>
        <source>Of %1 simulated shoes (%2 decks, dealt to the cut card), %3 show one at least this long and %4 show one at all (%5 a shoe on average).</source>
        <translation>在 %1 個模擬牌靴中（%2 副牌，發到切牌卡為止），%3出現至少這麼長的此規律，%4出現過此規律（平均每靴 %5 次）。</translation>
    </message>
    <message>
        <source>Long Banker</source>
        <translation>長莊</translation>
    </message>
    <message>
        <source>a Banker column of 4 hands or more</source>
        <translation>一列連續 4 局或以上的莊</translation>
    </message>
    <message>
        <source>Long Player</source>
        <translation>長閒</translation>
    </message>
    <message>
        <source>a Player column of 4 hands or more</source>
        <translation>一列連續 4 局或以上的閒</translation>
    </message>
    <message>
        <source>Ping-pong</source>
        <translation>大路單跳</translation>
    </message>
    <message>
        <source>4 or more columns in a row of one hand each (Banker and Player take turns)</source>
        <translation>連續 4 列或以上，每列 1 局（莊閒交替）</translation>
    </message>
    <message>
        <source>Double jump</source>
        <translation>大路雙跳</translation>
    </message>
    <message>
        <source>4 or more columns in a row of exactly two hands each</source>
        <translation>連續 4 列或以上，每列恰好 2 局</translation>
    </message>
    <message>
        <source>Banker jumps</source>
        <translation>逢莊跳</translation>
    </message>
    <message>
        <source>3 or more Banker columns in a row of one hand each (every Banker is followed by Player)</source>
        <translation>連續 3 列或以上的莊，每列 1 局（每個莊之後都是閒）</translation>
    </message>
    <message>
        <source>Player jumps</source>
        <translation>逢閒跳</translation>
    </message>
    <message>
        <source>3 or more Player columns in a row of one hand each (every Player is followed by Banker)</source>
        <translation>連續 3 列或以上的閒，每列 1 局（每個閒之後都是莊）</translation>
    </message>
    <message>
        <source>Banker doubles</source>
        <translation>逢莊連</translation>
    </message>
    <message>
        <source>3 or more Banker columns in a row of two hands or more each</source>
        <translation>連續 3 列或以上的莊，每列 2 局或以上</translation>
    </message>
    <message>
        <source>Player doubles</source>
        <translation>逢閒連</translation>
    </message>
    <message>
        <source>3 or more Player columns in a row of two hands or more each</source>
        <translation>連續 3 列或以上的閒，每列 2 局或以上</translation>
    </message>
    <message>
        <source>One hall two rooms, Banker</source>
        <translation>一廳兩房（莊）</translation>
    </message>
    <message>
        <source>Banker-Player-Player twice or more in a row: columns of one Banker, then two Player, repeated</source>
        <translation>莊-閒-閒連續出現 2 次或以上：1 局莊一列，接著 2 局閒一列，如此重複</translation>
    </message>
    <message>
        <source>One hall two rooms, Player</source>
        <translation>一廳兩房（閒）</translation>
    </message>
    <message>
        <source>Player-Banker-Banker twice or more in a row: columns of one Player, then two Banker, repeated</source>
        <translation>閒-莊-莊連續出現 2 次或以上：1 局閒一列，接著 2 局莊一列，如此重複</translation>
    </message>
    <message>
        <source>Patterns</source>
        <translation>規律</translation>
    </message>
    <message>
        <source>none so far</source>
        <translation>暫無</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>另 %1 個</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Patterns: none so far.</source>
        <translation>規律：暫無。</translation>
    </message>
    <message>
        <source>Big road patterns</source>
        <translation>大路規律</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
</context>
<context>
    <name>PracticeOptions</name>
    <message>
        <source>5% commission</source>
        <translation>5% 抽佣</translation>
    </message>
    <message>
        <source>4% commission</source>
        <translation>4% 抽佣</translation>
    </message>
    <message>
        <source>No commission (Banker 6 pays 1:2)</source>
        <translation>免佣（莊 6 點贏 1 賠 0.5）</translation>
    </message>
    <message>
        <source>EZ Baccarat (three-card 7 pushes)</source>
        <translation>EZ 百家樂（三張牌 7 點和局退注）</translation>
    </message>
    <message>
        <source>Table rules and shoe</source>
        <translation>牌桌規則與牌靴</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1 副牌</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>Tie pays %1:1</source>
        <translation>和 1 賠 %1</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>對子</translation>
    </message>
    <message>
        <source>Player pair and Banker pair pay 11:1</source>
        <translation>閒對和莊對 1 賠 11</translation>
    </message>
    <message>
        <source>Side bets</source>
        <translation>邊注</translation>
    </message>
    <message>
        <source>Online: a full shoe shuffled every round</source>
        <translation>線上：每局洗一整靴牌</translation>
    </message>
    <message>
        <source>Casino: one shoe to the cut card</source>
        <translation>賭場：一靴牌發到切牌卡</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>發牌方式</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>最低</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>最高</translation>
    </message>
    <message>
        <source>What each seat sits down with</source>
        <translation>每個座位入座時的本金</translation>
    </message>
    <message>
        <source>Bankroll of a seat</source>
        <translation>每個座位的本金</translation>
    </message>
    <message>
        <source>Dragon 7 and Panda 8 are offered at EZ Baccarat tables.</source>
        <translation>龍 7 和熊貓 8 僅在 EZ 百家樂牌桌提供。</translation>
    </message>
</context>
<context>
    <name>PracticeSessions</name>
    <message>
        <source>Past practice sessions</source>
        <translation>以往的練習</translation>
    </message>
    <message>
        <source>%1 round dealt</source>
        <translation>已發 %1 局</translation>
    </message>
    <message>
        <source>%1 rounds dealt</source>
        <translation>已發 %1 局</translation>
    </message>
    <message>
        <source>%1 player</source>
        <translation>%1 名玩家</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 名玩家</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>No practice session is kept in the library yet.</source>
        <translation>牌靴庫中還沒有儲存練習記錄。</translation>
    </message>
</context>
<context>
    <name>PracticeSummary</name>
    <message>
        <source>Bankroll curve</source>
        <translation>本金曲線</translation>
    </message>
    <message>
        <source>The bankroll curve grows as you play</source>
        <translation>本金曲線隨您的遊戲逐步延伸</translation>
    </message>
    <message>
        <source>%1 round</source>
        <translation>%1 局</translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>%1 局</translation>
    </message>
    <message>
        <source>&lt;b&gt;Session&lt;/b&gt;: %1 round dealt at the table</source>
        <translation>&lt;b&gt;本次練習&lt;/b&gt;：牌桌已發 %1 局</translation>
    </message>
    <message>
        <source>&lt;b&gt;Session&lt;/b&gt;: %1 rounds dealt at the table</source>
        <translation>&lt;b&gt;本次練習&lt;/b&gt;：牌桌已發 %1 局</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>已發</translation>
    </message>
    <message>
        <source>Bet on</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>淨輸贏</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>± chance</source>
        <translation>± 運氣</translation>
    </message>
    <message>
        <source>&lt;small&gt;Dealt: rounds dealt while seated; bet on: rounds with a bet; expected: −(house edge × stake) over these bets; ± chance: two standard errors (19 times in 20 chance stays within it).&lt;/small&gt;</source>
        <translation>&lt;small&gt;已發：入座期間發出的局數；下注：有下注的局數；期望：這些下注的 −(賭場優勢 × 注額) 之和；± 運氣：兩個標準誤差（20 次中約有 19 次運氣落在此範圍內）。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>%1: no bet yet.</source>
        <translation>%1：尚未下注。</translation>
    </message>
    <message>
        <source>This is within what chance gives.</source>
        <translation>這在運氣的正常範圍之內。</translation>
    </message>
    <message>
        <source>This is outside what chance gives: luckier than usual.</source>
        <translation>這超出了運氣的正常範圍：比平常幸運。</translation>
    </message>
    <message>
        <source>This is outside what chance gives: unluckier than usual.</source>
        <translation>這超出了運氣的正常範圍：比平常不走運。</translation>
    </message>
    <message>
        <source>%1 bet</source>
        <translation>%1 次下注</translation>
    </message>
    <message>
        <source>%1 bets</source>
        <translation>%1 次下注</translation>
    </message>
    <message>
        <source>%1: net %2 over %3 (%4 wagered; bankroll %5). Expected %6; chance alone would usually put it between %7 and %8.</source>
        <translation>%1：%3共淨輸贏 %2（下注總額 %4；本金 %5）。期望 %6；僅憑運氣，通常會在 %7 到 %8 之間。</translation>
    </message>
</context>
<context>
    <name>PracticeTable</name>
    <message>
        <source>1:1 less %1%</source>
        <translation>1:1 抽佣 %1%</translation>
    </message>
    <message>
        <source>1:1, a 6 pays 1:2</source>
        <translation>1 賠 1，6 點贏 1 賠 0.5</translation>
    </message>
    <message>
        <source>1:1, 3-card 7 pushes</source>
        <translation>1 賠 1，三張牌 7 點退注</translation>
    </message>
    <message>
        <source>Practice table</source>
        <translation>練習牌桌</translation>
    </message>
    <message>
        <source>Click a card to turn it (Space turns the next)</source>
        <translation>點擊一張牌翻開它（空白鍵翻下一張）</translation>
    </message>
    <message>
        <source>Place your bets</source>
        <translation>請下注</translation>
    </message>
    <message>
        <source>Click a seat&apos;s spot to sit down</source>
        <translation>點擊座位入座</translation>
    </message>
    <message>
        <source>%1: place your bet, then Deal or Pass</source>
        <translation>%1：請下注，然後發牌或跳過</translation>
    </message>
    <message>
        <source>%1: place your bet, then Deal or Pass — %2 s</source>
        <translation>%1：請下注，然後發牌或跳過 — %2 秒</translation>
    </message>
    <message>
        <source>edge %1</source>
        <translation>優勢 %1</translation>
    </message>
    <message>
        <source>push</source>
        <translation>退注</translation>
    </message>
    <message>
        <source>won %1</source>
        <translation>贏 %1</translation>
    </message>
    <message>
        <source>lost %1</source>
        <translation>輸 %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>DB Player</source>
        <translation>龍寶閒</translation>
    </message>
    <message>
        <source>DB Banker</source>
        <translation>龍寶莊</translation>
    </message>
    <message>
        <source>P Pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>B Pair</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>Deal: your bets stand (Space)</source>
        <translation>發牌：您的下注生效（空白鍵）</translation>
    </message>
    <message>
        <source>Sit this round out (X)</source>
        <translation>本局不下注（X）</translation>
    </message>
    <message>
        <source>Place the last round&apos;s bets again (R)</source>
        <translation>重複上一局的下注（R）</translation>
    </message>
    <message>
        <source>Take your chips back (Backspace)</source>
        <translation>收回您的籌碼（Backspace）</translation>
    </message>
    <message>
        <source>Clear the table for the next round (N)</source>
        <translation>清理牌桌，準備下一局（N）</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>發牌</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>跳過</translation>
    </message>
    <message>
        <source>Rebet</source>
        <translation>續投</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新局</translation>
    </message>
    <message>
        <source>Plays next round</source>
        <translation>下局開始玩</translation>
    </message>
    <message>
        <source>Waiting for the turn</source>
        <translation>等待輪到</translation>
    </message>
    <message>
        <source>Bet placed</source>
        <translation>已下注</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>跳過</translation>
    </message>
    <message>
        <source>Sat out (time)</source>
        <translation>超時未下注</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>right-click: the whole wager back</source>
        <translation>右鍵：收回全部注額</translation>
    </message>
    <message>
        <source>right-click: one chip back</source>
        <translation>右鍵：收回一個籌碼</translation>
    </message>
    <message>
        <source>%1: house edge %2 (exact, full shoe); limits %3 to %4. Left-click: one chip; %5</source>
        <translation>%1：賭場優勢 %2（精確值，整靴）；限額 %3 至 %4。左鍵：一個籌碼；%5</translation>
    </message>
    <message>
        <source>The %1 chip: each click on an area adds one</source>
        <translation>%1 籌碼：每點擊一次下注區加一個</translation>
    </message>
    <message>
        <source>Right-click to stand up</source>
        <translation>右鍵離座</translation>
    </message>
    <message>
        <source>Click to sit here (seated already: move here with your bankroll); right-click for a computer player</source>
        <translation>點擊在此入座（已入座：帶本金移到此處）；右鍵新增電腦玩家</translation>
    </message>
    <message>
        <source>Click to turn the card (squeeze)</source>
        <translation>點擊翻開這張牌（瞇牌）</translation>
    </message>
    <message>
        <source>Flat: the same stake every hand</source>
        <translation>平注：每局注額相同</translation>
    </message>
    <message>
        <source>Martingale: double after a loss, back to one unit after a win</source>
        <translation>馬丁格爾：輸後加倍，贏後回到一個單位</translation>
    </message>
    <message>
        <source>Paroli: double after a win, back to one unit after three wins or a loss</source>
        <translation>帕羅利：贏後加倍，連贏三次或輸後回到一個單位</translation>
    </message>
    <message>
        <source>d&apos;Alembert: one unit more after a loss, one less after a win</source>
        <translation>達朗貝爾：輸後加一個單位，贏後減一個</translation>
    </message>
    <message>
        <source>1-3-2-6: 1, 3, 2, 6 units on wins in a row, back to 1 after a loss</source>
        <translation>1-3-2-6：連贏時依次下 1、3、2、6 個單位，輸後回到 1</translation>
    </message>
    <message>
        <source>Fibonacci: one step up after a loss, two steps down after a win</source>
        <translation>費波那契：輸後進一步，贏後退兩步</translation>
    </message>
    <message>
        <source>Labouchère 1-2-3: first plus last of the line; a win crosses them off</source>
        <translation>拉布謝爾 1-2-3：下注數列首尾之和；贏後劃掉這兩個數</translation>
    </message>
    <message>
        <source>Follow: one unit on the side that won the last decision</source>
        <translation>跟路：一個單位押上一局贏的一方</translation>
    </message>
    <message>
        <source>Against: one unit on the side that lost the last decision</source>
        <translation>反路：一個單位押上一局輸的一方</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>平注</translation>
    </message>
    <message>
        <source>Martingale</source>
        <translation>馬丁格爾</translation>
    </message>
    <message>
        <source>Paroli</source>
        <translation>帕羅利</translation>
    </message>
    <message>
        <source>d&apos;Alembert</source>
        <translation>達朗貝爾</translation>
    </message>
    <message>
        <source>1-3-2-6</source>
        <translation>1-3-2-6</translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation>費波那契</translation>
    </message>
    <message>
        <source>Labouchère 1-2-3</source>
        <translation>拉布謝爾 1-2-3</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>跟路</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>反路</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>座位 %1</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>座位 %1：%2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>您</translation>
    </message>
    <message>
        <source>Guest %1</source>
        <translation>客人 %1</translation>
    </message>
    <message>
        <source>%1 bot</source>
        <translation>%1 電腦</translation>
    </message>
    <message>
        <source>Click to sit</source>
        <translation>點擊入座</translation>
    </message>
    <message>
        <source>(or move here)</source>
        <translation>（或移到此處）</translation>
    </message>
    <message>
        <source>Right-click:</source>
        <translation>右鍵：</translation>
    </message>
    <message>
        <source>a computer</source>
        <translation>電腦玩家</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>下注 %1</translation>
    </message>
    <message>
        <source>Your turn: %1 s</source>
        <translation>輪到您：%1 秒</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>輪到您</translation>
    </message>
    <message>
        <source>Bankroll %1</source>
        <translation>本金 %1</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>退注</translation>
    </message>
    <message>
        <source>Won %1</source>
        <translation>贏 %1</translation>
    </message>
    <message>
        <source>Lost %1</source>
        <translation>輸 %1</translation>
    </message>
</context>
<context>
    <name>PracticeWindow</name>
    <message>
        <source>&amp;Table</source>
        <translation>牌桌(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Bets</source>
        <translation>下注(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>發牌(&amp;D)</translation>
    </message>
    <message>
        <source>Deal (at the casino table: this seat&apos;s bet stands)</source>
        <translation>發牌（賭場牌桌：本座位的下注生效）</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>跳過(&amp;P)</translation>
    </message>
    <message>
        <source>Sit this round out</source>
        <translation>本局不下注</translation>
    </message>
    <message>
        <source>&amp;Rebet</source>
        <translation>續投(&amp;R)</translation>
    </message>
    <message>
        <source>Place the previous round&apos;s bets again</source>
        <translation>重複上一局的下注</translation>
    </message>
    <message>
        <source>&amp;Clear bets</source>
        <translation>清除下注(&amp;C)</translation>
    </message>
    <message>
        <source>Take every chip of this seat back</source>
        <translation>收回本座位的所有籌碼</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新局(&amp;N)</translation>
    </message>
    <message>
        <source>Clear the table for the next round</source>
        <translation>清理牌桌，準備下一局</translation>
    </message>
    <message>
        <source>&amp;Turn the next card</source>
        <translation>翻下一張牌(&amp;T)</translation>
    </message>
    <message>
        <source>Squeeze: turn the next face-down card</source>
        <translation>瞇牌：翻開下一張背面朝上的牌</translation>
    </message>
    <message>
        <source>Rules and &amp;shoe…</source>
        <translation>規則與牌靴(&amp;S)…</translation>
    </message>
    <message>
        <source>Decks, commission, Tie pay, side bets, dealing style, limits</source>
        <translation>牌副數、抽佣、和的賠率、邊注、發牌方式、限額</translation>
    </message>
    <message>
        <source>Past sessions…</source>
        <translation>以往的練習…</translation>
    </message>
    <message>
        <source>The practice sessions kept in the library</source>
        <translation>牌靴庫中儲存的練習記錄</translation>
    </message>
    <message>
        <source>Third-card &amp;rule chart</source>
        <translation>第三張牌規則表(&amp;R)</translation>
    </message>
    <message>
        <source>When the Player and the Banker draw a third card, as a chart</source>
        <translation>以表格列出閒和莊何時補第三張牌</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>關閉牌桌(&amp;C)</translation>
    </message>
    <message>
        <source>One chip on Player</source>
        <translation>在閒上放一個籌碼</translation>
    </message>
    <message>
        <source>One chip on Banker</source>
        <translation>在莊上放一個籌碼</translation>
    </message>
    <message>
        <source>One chip on Tie</source>
        <translation>在和上放一個籌碼</translation>
    </message>
    <message>
        <source>&amp;Squeeze: turn the cards yourself</source>
        <translation>瞇牌：自己翻牌(&amp;S)</translation>
    </message>
    <message>
        <source>The cards come face down; click each to turn it</source>
        <translation>牌背面朝上發出；逐張點擊翻開</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe colours</source>
        <translation>色盲友善配色(&amp;C)</translation>
    </message>
    <message>
        <source>Orange Banker, blue Player, bluish-green Tie on the felt and the scorecards</source>
        <translation>牌桌和路紙上：橙色為莊，藍色為閒，藍綠色為和</translation>
    </message>
    <message>
        <source>Deal s&amp;lower</source>
        <translation>發牌慢一點(&amp;L)</translation>
    </message>
    <message>
        <source>Deal &amp;faster</source>
        <translation>發牌快一點(&amp;F)</translation>
    </message>
    <message>
        <source>Chip %1</source>
        <translation>籌碼 %1</translation>
    </message>
    <message>
        <source>Choose the %1 chip: each click on an area adds one</source>
        <translation>選擇 %1 籌碼：每點擊一次下注區加一個</translation>
    </message>
    <message>
        <source>One chip on %1</source>
        <translation>放一個籌碼在 %1</translation>
    </message>
    <message>
        <source>the whole wager back</source>
        <translation>收回全部注額</translation>
    </message>
    <message>
        <source>one chip back</source>
        <translation>收回一個籌碼</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keys&lt;/b&gt; — left-click an area: one chip; right-click: %1</source>
        <translation>&lt;b&gt;按鍵&lt;/b&gt; — 左鍵點擊下注區：一個籌碼；右鍵：%1</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>The scorecards of the practice shoe, growing round by round</source>
        <translation>練習牌靴的路紙，逐局延伸</translation>
    </message>
    <message>
        <source>Casino table of five</source>
        <translation>五人賭場牌桌</translation>
    </message>
    <message>
        <source>Online table</source>
        <translation>線上牌桌</translation>
    </message>
    <message>
        <source>tracker — practice: %1</source>
        <translation>tracker — 練習：%1</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Sit here (a new player)</source>
        <translation>在此入座（新玩家）</translation>
    </message>
    <message>
        <source>Move %1 here, with the bankroll</source>
        <translation>把 %1 連同本金移到此處</translation>
    </message>
    <message>
        <source>Computer — %1</source>
        <translation>電腦 — %1</translation>
    </message>
    <message>
        <source>Computer on %1 — %2</source>
        <translation>電腦押%1 — %2</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>離座</translation>
    </message>
    <message>
        <source>Deal speed: %1</source>
        <translation>發牌速度：%1</translation>
    </message>
    <message>
        <source>%1 · limits %2–%3 · speed %4</source>
        <translation>%1 · 限額 %2–%3 · 速度 %4</translation>
    </message>
    <message>
        <source>%1% commission</source>
        <translation>%1% 抽佣</translation>
    </message>
    <message>
        <source>no commission (Banker 6 pays 1:2)</source>
        <translation>免佣（莊 6 點贏 1 賠 0.5）</translation>
    </message>
    <message>
        <source>EZ Baccarat</source>
        <translation>EZ 百家樂</translation>
    </message>
    <message>
        <source>shuffled every round</source>
        <translation>每局洗牌</translation>
    </message>
    <message>
        <source>dealt to the cut</source>
        <translation>發到切牌卡</translation>
    </message>
    <message>
        <source>%1 decks, %2, Tie %3:1, pairs 11:1, %4</source>
        <translation>%1 副牌，%2，和 1 賠 %3，對子 1 賠 11，%4</translation>
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
    <name>Replay</name>
    <message>
        <source>The hand&apos;s cards</source>
        <translation>本局的牌</translation>
    </message>
    <message>
        <source>no cards recorded</source>
        <translation>未記錄牌面</translation>
    </message>
    <message>
        <source>No cards recorded</source>
        <translation>未記錄牌面</translation>
    </message>
    <message>
        <source>No shoe is shown: choose one in the library to replay it</source>
        <translation>目前沒有顯示牌靴：請在牌靴庫中選擇一個來回放</translation>
    </message>
    <message>
        <source>Shoe %1 is no longer in the library</source>
        <translation>牌靴 %1 已不在牌靴庫中</translation>
    </message>
    <message>
        <source>1 hand a second</source>
        <translation>每秒 1 局</translation>
    </message>
    <message>
        <source>2 hands a second</source>
        <translation>每秒 2 局</translation>
    </message>
    <message>
        <source>4 hands a second</source>
        <translation>每秒 4 局</translation>
    </message>
    <message>
        <source>10 hands a second</source>
        <translation>每秒 10 局</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>投注</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>機率</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>賭場優勢</translation>
    </message>
    <message>
        <source>With main</source>
        <translation>含主注</translation>
    </message>
    <message>
        <source>Replay — %1</source>
        <translation>回放 — %1</translation>
    </message>
    <message>
        <source>First hand (Home)</source>
        <translation>第一局（Home）</translation>
    </message>
    <message>
        <source>Hand before (←)</source>
        <translation>上一局（←）</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>播放或暫停（空白鍵）</translation>
    </message>
    <message>
        <source>Next hand (→)</source>
        <translation>下一局（→）</translation>
    </message>
    <message>
        <source>Last hand (End)</source>
        <translation>最後一局（End）</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Split before this hand</source>
        <translation>在本局前拆分</translation>
    </message>
    <message>
        <source>Make a new shoe of this hand and those after it (a shoe run together with the next); Ctrl+Z undoes</source>
        <translation>把本局及之後的局做成一個新牌靴（用於與下一靴連在一起的牌靴）；Ctrl+Z 復原</translation>
    </message>
    <message>
        <source>Merge the next part in</source>
        <translation>併入下一部分</translation>
    </message>
    <message>
        <source>Append the hands of the shoe stored next from the same file (a shoe the file split); Ctrl+Z undoes</source>
        <translation>把同一檔案中下一個儲存的牌靴的各局接在後面（用於被檔案拆開的牌靴）；Ctrl+Z 復原</translation>
    </message>
    <message>
        <source>%1: no hands to replay</source>
        <translation>%1：沒有可回放的局</translation>
    </message>
    <message>
        <source>%1 is no longer in the library (deleted meanwhile); nothing was changed</source>
        <translation>%1 已不在牌靴庫中（其間已被刪除）；沒有做任何變更</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>%1 — hand %2 (%3 of %4)</source>
        <translation>%1 — 第 %2 局（%3 / %4）</translation>
    </message>
    <message>
        <source> · line %1</source>
        <translation> · 第 %1 行</translation>
    </message>
    <message>
        <source>Problem at this hand: %1</source>
        <translation>本局有問題：%1</translation>
    </message>
    <message>
        <source>As of this hand: Banker %1 · Player %2 · Tie %3   Player pairs %4 · Banker pairs %5</source>
        <translation>截至本局：莊 %1 · 閒 %2 · 和 %3   閒對 %4 · 莊對 %5</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未記錄</translation>
    </message>
    <message>
        <source>No cards recorded. Winner: %1.</source>
        <translation>未記錄牌面。贏家：%1。</translation>
    </message>
    <message>
        <source>Odds before this hand: not known (%1).</source>
        <translation>本局前的機率：未知（%1）。</translation>
    </message>
    <message>
        <source>No main</source>
        <translation>無主注</translation>
    </message>
    <message>
        <source>Exact odds before this hand (%1). ▲ Player&apos;s edge: %2.</source>
        <translation>本局前的精確機率（%1）。▲ 玩家佔優：%2。</translation>
    </message>
    <message>
        <source>Exact odds before this hand (%1):</source>
        <translation>本局前的精確機率（%1）：</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>第 %1 局：%2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
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
        <source>Ask road</source>
        <translation>問路</translation>
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
    <message>
        <source>Banker: orange square, Player: blue disc, Tie: green diamond.</source>
        <translation>莊：橙色方塊，閒：藍色圓點，和：綠色菱形。</translation>
    </message>
    <message>
        <source>Banker: red disc %1, Player: blue disc %2, Tie: green disc %3.</source>
        <translation>莊：紅色圓點「%1」，閒：藍色圓點「%2」，和：綠色圓點「%3」。</translation>
    </message>
    <message>
        <source>Bead plate: every hand in order, down columns of six.</source>
        <translation>珠盤路：按順序記錄每一局，每列自上而下 6 格。</translation>
    </message>
    <message>
        <source>Dot top-left: Banker pair; dot bottom-right: Player pair; yellow star top-right: a natural (8 or 9 on the first two cards).</source>
        <translation>左上角圓點：莊對；右下角圓點：閒對；右上角黃色星號：例牌（頭兩張牌 8 點或 9 點）。</translation>
    </message>
    <message>
        <source>Banker: orange square, Player: blue ring.</source>
        <translation>莊：橙色方塊，閒：藍色圓圈。</translation>
    </message>
    <message>
        <source>Banker: red ring, Player: blue ring.</source>
        <translation>莊：紅色圓圈，閒：藍色圓圈。</translation>
    </message>
    <message>
        <source>Big road: Banker and Player streaks, a new column at each change.</source>
        <translation>大路：莊和閒的連勝，每次轉換另起一列。</translation>
    </message>
    <message>
        <source>A green stroke marks ties after a hand, with their count when more than one.</source>
        <translation>綠色斜線表示該局之後的和局，多於一局時標出次數。</translation>
    </message>
    <message>
        <source>Big Eye Boy: orange square = the pattern repeats, blue ring = it breaks.</source>
        <translation>大眼仔：橙色方塊 = 走勢重複，藍色圓圈 = 走勢打破。</translation>
    </message>
    <message>
        <source>Big Eye Boy: red ring = the pattern repeats, blue ring = it breaks.</source>
        <translation>大眼仔：紅色圓圈 = 走勢重複，藍色圓圈 = 走勢打破。</translation>
    </message>
    <message>
        <source>Small Road: orange square = the pattern repeats, blue dot = it breaks.</source>
        <translation>小路：橙色方塊 = 走勢重複，藍色圓點 = 走勢打破。</translation>
    </message>
    <message>
        <source>Small Road: red dot = the pattern repeats, blue dot = it breaks.</source>
        <translation>小路：紅色圓點 = 走勢重複，藍色圓點 = 走勢打破。</translation>
    </message>
    <message>
        <source>Cockroach Pig: orange backslash = the pattern repeats, blue slash = it breaks.</source>
        <translation>曱甴路：橙色反斜線 = 走勢重複，藍色斜線 = 走勢打破。</translation>
    </message>
    <message>
        <source>Cockroach Pig: red slash = the pattern repeats, blue slash = it breaks.</source>
        <translation>曱甴路：紅色斜線 = 走勢重複，藍色斜線 = 走勢打破。</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>第 %1 局：%2</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>%1, then 1 tie</source>
        <translation>%1，之後 1 局和</translation>
    </message>
    <message>
        <source>%1, then %2 ties</source>
        <translation>%1，之後 %2 局和</translation>
    </message>
    <message>
        <source>Scorecards</source>
        <translation>路紙</translation>
    </message>
</context>
<context>
    <name>RuleChart</name>
    <message>
        <source>D</source>
        <translation>補</translation>
    </message>
    <message>
        <source>S</source>
        <translation>停</translation>
    </message>
    <message>
        <source>nat.</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>&lt;b&gt;Naturals&lt;/b&gt;: %1.</source>
        <translation>&lt;b&gt;例牌&lt;/b&gt;：%1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Player&lt;/b&gt; (%1), by the Player&apos;s two-card total:</source>
        <translation>&lt;b&gt;閒&lt;/b&gt;（%1），按閒前兩張牌的點數：</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banker&lt;/b&gt;, by the Banker&apos;s two-card total (rows) and the value of the Player&apos;s third card (columns); the last column is for a Player who stood (%1):</source>
        <translation>&lt;b&gt;莊&lt;/b&gt;，按莊前兩張牌的點數（行）和閒第三張牌的點數（列）；最後一列用於閒停牌時（%1）：</translation>
    </message>
    <message>
        <source>D: draws a third card · S: stands. A 10 or a court card counts 0.</source>
        <translation>補：補第三張牌 · 停：停牌。10 和 J、Q、K 算 0 點。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>stood</source>
        <translation>閒停牌</translation>
    </message>
    <message>
        <source>Third-card rules</source>
        <translation>第三張牌規則</translation>
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
    <name>Sheet</name>
    <message>
        <source>continued below</source>
        <translation>接下方</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>第 %1 頁，共 %2 頁</translation>
    </message>
    <message>
        <source>could not start painting the pages</source>
        <translation>無法開始繪製頁面</translation>
    </message>
</context>
<context>
    <name>Sheets</name>
    <message>
        <source>PDF, A4 landscape (*.pdf)</source>
        <translation>PDF，A4 橫向 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF, Letter landscape (*.pdf)</source>
        <translation>PDF，Letter 橫向 (*.pdf)</translation>
    </message>
    <message>
        <source>dd MMM yyyy HH:mm</source>
        <translation>yyyy年M月d日 HH:mm</translation>
    </message>
    <message>
        <source>started %1</source>
        <translation>開始於 %1</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln 局</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln 副牌</translation>
    </message>
    <message>
        <source>Banker %1</source>
        <translation>莊 %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>閒 %1</translation>
    </message>
    <message>
        <source>Tie %1</source>
        <translation>和 %1</translation>
    </message>
    <message>
        <source>Player pairs %1</source>
        <translation>閒對 %1</translation>
    </message>
    <message>
        <source>Banker pairs %1</source>
        <translation>莊對 %1</translation>
    </message>
    <message>
        <source>naturals %1</source>
        <translation>例牌 %1</translation>
    </message>
    <message>
        <source>Export scorecards</source>
        <translation>匯出路紙</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <source>tracker</source>
        <translation>tracker</translation>
    </message>
    <message>
        <source>Scorecards saved to %1</source>
        <translation>路紙已儲存到 %1</translation>
    </message>
    <message>
        <source>Print scorecards</source>
        <translation>列印路紙</translation>
    </message>
    <message>
        <source>Printing failed: %1</source>
        <translation>列印失敗：%1</translation>
    </message>
</context>
<context>
    <name>ShoeDetailsDialog</name>
    <message>
        <source>New shoe at the table</source>
        <translation>在牌桌開新靴</translation>
    </message>
    <message>
        <source>Shoe details</source>
        <translation>牌靴詳情</translation>
    </message>
    <message>
        <source>&amp;Casino:</source>
        <translation>賭場(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>牌桌(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Started:</source>
        <translation>開始時間(&amp;S)：</translation>
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
        <source>C&amp;ut card:</source>
        <translation>切牌卡(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Burn cards:</source>
        <translation>燒牌(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>備註(&amp;N)：</translation>
    </message>
    <message>
        <source>The casino or the live-dealer studio</source>
        <translation>賭場或真人荷官直播室</translation>
    </message>
    <message>
        <source>The table&apos;s name; a new shoe at the table of an open shoe closes that shoe</source>
        <translation>牌桌名稱；在有未結束牌靴的牌桌開新靴會結束那個牌靴</translation>
    </message>
    <message>
        <source>When the shoe&apos;s first hand was dealt</source>
        <translation>牌靴第一局的發牌時間</translation>
    </message>
    <message>
        <source>Decks in the shoe: 8 at most tables, 6 at some</source>
        <translation>牌靴中的副數：大多數牌桌 8 副，部分 6 副</translation>
    </message>
    <message>
        <source>The commission on a Banker win</source>
        <translation>莊贏時抽取的佣金</translation>
    </message>
    <message>
        <source>No commission (a Banker 6 pays half)</source>
        <translation>免佣（莊 6 點贏賠一半）</translation>
    </message>
    <message>
        <source>Banker pays even money, except half on a total of 6</source>
        <translation>莊贏 1 賠 1，6 點贏則賠一半</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>1 賠 %1</translation>
    </message>
    <message>
        <source>What a tie bet pays</source>
        <translation>和局投注的賠率</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Cards left behind the cut card (0: not known)</source>
        <translation>切牌卡後剩餘的牌數（0：未知）</translation>
    </message>
    <message>
        <source>e.g. 7s 4h 2c 9d — the first card and those it burnt</source>
        <translation>例如 7s 4h 2c 9d — 第一張牌及因它燒掉的牌</translation>
    </message>
    <message>
        <source>The cards burnt at the shoe&apos;s start, in card notation, if seen</source>
        <translation>牌靴開始時燒掉的牌（若看到），用牌面記法</translation>
    </message>
    <message>
        <source>Anything worth remembering about this shoe</source>
        <translation>關於此牌靴值得記下的任何事</translation>
    </message>
    <message>
        <source>Start the shoe</source>
        <translation>開始此靴</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Start logging this shoe</source>
        <translation>開始記錄此牌靴</translation>
    </message>
    <message>
        <source>Keep these details</source>
        <translation>儲存這些詳情</translation>
    </message>
</context>
<context>
    <name>ShoeLife</name>
    <message>
        <source>%1 closed after %Ln hand(s)</source>
        <translation>%1 已在 %Ln 局後結束</translation>
    </message>
    <message>
        <source>Close %1 after %Ln hand(s)? No more hands can be logged to it (Shoe → Reopen, or Ctrl+Z, opens it again).</source>
        <translation>在 %Ln 局後結束 %1？之後不能再記錄牌局（牌靴 → 重新開啟，或 Ctrl+Z，可再次開啟）。</translation>
    </message>
    <message>
        <source>Close the shoe</source>
        <translation>結束牌靴</translation>
    </message>
    <message>
        <source>Delete %1 from the library, with its %Ln hand(s) (Banker %2, Player %3, Tie %4)? This cannot be undone.</source>
        <translation>從牌靴庫中刪除 %1 及其 %Ln 局（莊 %2，閒 %3，和 %4）？此操作無法復原。</translation>
    </message>
    <message>
        <source>Delete the shoe</source>
        <translation>刪除牌靴</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>已刪除 %1</translation>
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
    <name>SideBets</name>
    <message>
        <source>up to 30:1</source>
        <translation>最高 1 賠 30</translation>
    </message>
    <message>
        <source>Dragon 7</source>
        <translation>龍7</translation>
    </message>
    <message>
        <source>Banker wins with a three-card 7</source>
        <translation>莊以三張牌 7 點勝出</translation>
    </message>
    <message>
        <source>Panda 8</source>
        <translation>熊貓8</translation>
    </message>
    <message>
        <source>Player wins with a three-card 8</source>
        <translation>閒以三張牌 8 點勝出</translation>
    </message>
    <message>
        <source>EZ Banker</source>
        <translation>EZ 莊</translation>
    </message>
    <message>
        <source>Banker wins (a three-card 7 win pushes; a tie pushes)</source>
        <translation>莊勝出（以三張牌 7 點勝出則退回本金；和局退回本金）</translation>
    </message>
    <message>
        <source>No-commission Banker</source>
        <translation>免佣莊</translation>
    </message>
    <message>
        <source>Banker wins (a win on 6 pays 1:2; a tie pushes)</source>
        <translation>莊勝出（以 6 點勝出賠一半；和局退回本金）</translation>
    </message>
    <message>
        <source>Super 6 (12:1)</source>
        <translation>超級6 (12:1)</translation>
    </message>
    <message>
        <source>Banker wins with 6</source>
        <translation>莊以 6 點勝出</translation>
    </message>
    <message>
        <source>Super 6 (15:1)</source>
        <translation>超級6 (15:1)</translation>
    </message>
    <message>
        <source>Lucky 6 (12:1 / 20:1)</source>
        <translation>幸運6 (12:1 / 20:1)</translation>
    </message>
    <message>
        <source>Banker wins with 6: with two cards / with three</source>
        <translation>莊以 6 點勝出：兩張牌 / 三張牌</translation>
    </message>
    <message>
        <source>Lucky 6 (12:1 / 23:1)</source>
        <translation>幸運6 (12:1 / 23:1)</translation>
    </message>
    <message>
        <source>Banker wins with a natural (1:1; a tie of naturals pushes) or without one by 9, 8, 7, 6, 5 or 4 points (30, 10, 6, 4, 2, 1 to 1)</source>
        <translation>莊以例牌勝出（1 賠 1；雙方例牌和局退回本金），或非例牌贏 9、8、7、6、5 或 4 點（1 賠 30、10、6、4、2、1）</translation>
    </message>
    <message>
        <source>Player Pair (11:1)</source>
        <translation>閒對 (11:1)</translation>
    </message>
    <message>
        <source>the Player&apos;s first two cards are a pair (same rank)</source>
        <translation>閒的頭兩張牌成對（點數相同）</translation>
    </message>
    <message>
        <source>Banker Pair (11:1)</source>
        <translation>莊對 (11:1)</translation>
    </message>
    <message>
        <source>the Banker&apos;s first two cards are a pair (same rank)</source>
        <translation>莊的頭兩張牌成對（點數相同）</translation>
    </message>
    <message>
        <source>Player Pair (12:1)</source>
        <translation>閒對 (12:1)</translation>
    </message>
    <message>
        <source>Banker Pair (12:1)</source>
        <translation>莊對 (12:1)</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>小</translation>
    </message>
    <message>
        <source>four cards are dealt in all</source>
        <translation>共發四張牌</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>大</translation>
    </message>
    <message>
        <source>five or six cards are dealt in all</source>
        <translation>共發五張或六張牌</translation>
    </message>
    <message>
        <source>Super 6</source>
        <translation>超級 6</translation>
    </message>
    <message>
        <source>Dragon Bonus Player</source>
        <translation>閒龍寶</translation>
    </message>
    <message>
        <source>Player wins with a natural (1:1; a tie of naturals pushes) or without one by 9, 8, 7, 6, 5 or 4 points (30, 10, 6, 4, 2, 1 to 1)</source>
        <translation>閒以例牌勝出（1 賠 1；雙方例牌和局退回本金），或非例牌贏 9、8、7、6、5 或 4 點（1 賠 30、10、6、4、2、1）</translation>
    </message>
    <message>
        <source>Dragon Bonus Banker</source>
        <translation>莊龍寶</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Exact chance of winning and house edge of each side bet chosen in the settings, for the next hand, from the cards left.</source>
        <translation>設定中所選每個邊注在下一局的準確勝率和莊家優勢，按剩餘牌計算。</translation>
    </message>
    <message>
        <source>(%1 with %2× %3)</source>
        <translation>（加 %2× %3：%1）</translation>
    </message>
    <message>
        <source>No side bets chosen: pick them in Settings.</source>
        <translation>未選擇邊注：請在設定中選擇。</translation>
    </message>
    <message>
        <source>Next hand from the %1 cards left (win · house edge): %2</source>
        <translation>按剩餘 %1 張牌計算的下一局（勝率 · 莊家優勢）：%2</translation>
    </message>
    <message>
        <source>Side bets: %1</source>
        <translation>邊注：%1</translation>
    </message>
    <message>
        <source>%1 (%2): edge %3</source>
        <translation>%1（%2）：優勢 %3</translation>
    </message>
    <message>
        <source>%1, combined %2</source>
        <translation>%1，合計 %2</translation>
    </message>
    <message>
        <source>Wins when %1; pays %2</source>
        <translation>勝出條件：%1；賠率 %2</translation>
    </message>
    <message>
        <source>▲ player&apos;s edge %1</source>
        <translation>▲ 玩家優勢 %1</translation>
    </message>
    <message>
        <source>with %1× on %2: %3</source>
        <translation>加 %1× 押%2：%3</translation>
    </message>
    <message>
        <source>No main bet is required beside a side bet.</source>
        <translation>下邊注無須同時下主注。</translation>
    </message>
    <message>
        <source>Combined: the side bet with the main bet required beside it, 1 stake on %2 (the better main bet from the cards left, house edge %3), per unit on the side bet.</source>
        <translation>合計：邊注加上要求同時下的主注，即押%2 1 注（按剩餘牌較優的主注，莊家優勢 %3），按每單位邊注計。</translation>
    </message>
    <message>
        <source>Combined: the side bet with the main bet required beside it, %1 stakes on %2 (the better main bet from the cards left, house edge %3), per unit on the side bet.</source>
        <translation>合計：邊注加上要求同時下的主注，即押%2 %1 注（按剩餘牌較優的主注，莊家優勢 %3），按每單位邊注計。</translation>
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
    <name>Statistics</name>
    <message>
        <source>no shoe holds two decisions in a row</source>
        <translation>沒有任何牌靴有連續兩次分出勝負</translation>
    </message>
    <message>
        <source>one side won every decision</source>
        <translation>每次分出勝負都是同一方贏</translation>
    </message>
    <message>
        <source>no hands with a winner</source>
        <translation>沒有分出贏家的牌局</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Exact odds of the next hand need every card dealt; this shoe records outcomes only.</source>
        <translation>下一局的精確機率需要每張發出的牌；本靴只記錄了結果。</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未記錄</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%Ln tie(s)</source>
        <translation>%Ln 局和</translation>
    </message>
    <message>
        <source>%1 left out, from shoes that flag naturals on wins only (never a natural tie); chance is for the hands counted</source>
        <translation>未計入 %1，因這些牌靴只在贏局標記例牌（從不標記例牌和局）；機率按已計入的牌局算</translation>
    </message>
    <message>
        <source>%1 that record no natural left out (%2 of them from shoes that flag naturals on wins only); chance is for the hands counted</source>
        <translation>未計入沒有例牌記錄的 %1（其中 %2 來自只在贏局標記例牌的牌靴）；機率按已計入的牌局算</translation>
    </message>
    <message>
        <source>%1 that record no natural left out; chance is for the hands counted</source>
        <translation>未計入沒有例牌記錄的 %1；機率按已計入的牌局算</translation>
    </message>
    <message>
        <source>Chi-square: χ² = %1, p = %2: %3</source>
        <translation>卡方檢驗：χ² = %1，p = %2：%3</translation>
    </message>
    <message>
        <source>Chi-square: not tested, %1</source>
        <translation>卡方檢驗：未檢驗，%1</translation>
    </message>
    <message>
        <source>Runs: %1 seen, %2 expected, p = %3: %4</source>
        <translation>遊程：實際 %1，期望 %2，p = %3：%4</translation>
    </message>
    <message>
        <source>Runs: not tested, %1</source>
        <translation>遊程：未檢驗，%1</translation>
    </message>
    <message>
        <source>Lag-1 correlation: r = %1, p = %2: %3</source>
        <translation>滯後一期相關：r = %1，p = %2：%3</translation>
    </message>
    <message>
        <source>Lag-1 correlation: not tested, %1</source>
        <translation>滯後一期相關：未檢驗，%1</translation>
    </message>
    <message>
        <source>Longest streak: Banker %1, Player %2</source>
        <translation>最長連：莊 %1，閒 %2</translation>
    </message>
    <message>
        <source>; chance gives one of %1 or more in %2 of such shoes</source>
        <translation>；按機率，這樣的牌靴中有 %2 會出現 %1 或更長的連</translation>
    </message>
    <message>
        <source>. Chops %1 (%2 expected).</source>
        <translation>。單跳 %1（期望 %2）。</translation>
    </message>
    <message>
        <source>Shoe by shoe at p &lt; %1: runs test %2 of %3, chi-square %4 of %5, longest streak %6 of %7; chance alone flags about %8, %9 and %10.</source>
        <translation>逐靴檢驗（p &lt; %1）：遊程檢驗 %3 靴中 %2 靴，卡方 %5 靴中 %4 靴，最長連 %7 靴中 %6 靴；僅憑機率也會標出約 %8、%9 和 %10 靴。</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>實際</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>佔比</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 區間</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>機率</translation>
    </message>
    <message>
        <source>Natural: %1.</source>
        <translation>例牌：%1。</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>長度</translation>
    </message>
    <message>
        <source>Streaks by length</source>
        <translation>按長度統計的連</translation>
    </message>
    <message>
        <source>(as the big road shows them)</source>
        <translation>（按大路顯示的方式）</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>House edge from the cards left</source>
        <translation>按剩餘牌計算的莊家優勢</translation>
    </message>
    <message>
        <source>(exact; negative favours the player)</source>
        <translation>（精確值；負數對玩家有利）</translation>
    </message>
    <message>
        <source>first hand</source>
        <translation>首局</translation>
    </message>
    <message>
        <source>next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>over the shoe</source>
        <translation>整靴範圍</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>No shoe selected.</source>
        <translation>未選擇牌靴。</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln 副</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source>Pairs over the %1 of %2 hands that record them.</source>
        <translation>對子按 %2 局中有記錄的 %1 局計算。</translation>
    </message>
    <message>
        <source>χ² = %1, p = %2, %3.</source>
        <translation>χ² = %1，p = %2，%3。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Banker/Player/Tie against chance: %1</source>
        <translation>莊/閒/和與機率對比：%1</translation>
    </message>
    <message>
        <source>Runs (ties removed): %1 seen, %2 expected by chance; z = %3, p = %4, %5.</source>
        <translation>遊程（去掉和局）：實際 %1，按機率期望 %2；z = %3，p = %4，%5。</translation>
    </message>
    <message>
        <source>Runs test: %1.</source>
        <translation>遊程檢驗：%1。</translation>
    </message>
    <message>
        <source>The recorded cards cannot all come from this shoe: %1</source>
        <translation>記錄的牌不可能全部來自這個牌靴：%1</translation>
    </message>
    <message>
        <source>Here the cards left tip a main bet the player&apos;s way: exact arithmetic on the cards still in the shoe (it happens rarely, near the end), not a pattern in past results.</source>
        <translation>此時剩餘的牌讓一個主注偏向玩家：這是對牌靴中剩餘牌的精確計算（很少發生，多在靴末），而不是過去結果中的規律。</translation>
    </message>
    <message>
        <source>The house keeps its edge on both main bets.</source>
        <translation>莊家在兩個主註上都保有優勢。</translation>
    </message>
    <message>
        <source>, exactly, from the %1 cards left: Banker %2, Player %3, Tie %4 (a fresh shoe: %5, %6, %7; at most %8 points apart).</source>
        <translation>，按剩餘 %1 張牌精確計算：莊 %2，閒 %3，和 %4（新靴：%5、%6、%7；最多相差 %8 個百分點）。</translation>
    </message>
    <message>
        <source>House edge now: Banker %1, Player %2 (fresh: %3, %4). %5</source>
        <translation>目前莊家優勢：莊 %1，閒 %2（新靴：%3、%4）。%5</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
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
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>not tested: %1</source>
        <translation>未檢驗：%1</translation>
    </message>
    <message>
        <source>too few hands to test</source>
        <translation>牌局太少，無法檢驗</translation>
    </message>
    <message>
        <source>consistent with chance</source>
        <translation>符合隨機機率</translation>
    </message>
    <message>
        <source>unusual for chance (p &lt; %1); with enough shoes some results are, and it still predicts nothing</source>
        <translation>對隨機機率而言少見（p &lt; %1）；牌靴夠多時總有一些結果如此，它仍然預測不了任何事</translation>
    </message>
    <message>
        <source>banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>player pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>banker pair</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>no commission banker</source>
        <translation>免傭莊</translation>
    </message>
    <message>
        <source>ez banker</source>
        <translation>EZ 莊</translation>
    </message>
    <message>
        <source>dragon seven</source>
        <translation>龍7</translation>
    </message>
    <message>
        <source>panda eight</source>
        <translation>熊貓8</translation>
    </message>
    <message>
        <source>super six</source>
        <translation>超級6</translation>
    </message>
    <message>
        <source>dragon bonus player</source>
        <translation>閒龍寶</translation>
    </message>
    <message>
        <source>dragon bonus banker</source>
        <translation>莊龍寶</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>莊贏</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>閒贏</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>和局</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics — tracker</source>
        <translation>統計 — tracker</translation>
    </message>
    <message>
        <source>The %Ln chosen shoe(s)</source>
        <translation>所選的 %Ln 靴</translation>
    </message>
    <message>
        <source>The shown shoe</source>
        <translation>目前牌靴</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>整個牌靴庫</translation>
    </message>
    <message>
        <source>Statistics of</source>
        <translation>統計範圍</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>重新整理(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG…</source>
        <translation>將圖表匯出為 PNG(&amp;E)…</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>連</translation>
    </message>
    <message>
        <source>Banker − Player</source>
        <translation>莊 − 閒</translation>
    </message>
    <message>
        <source>Edges of the bets</source>
        <translation>各注優勢</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>無法寫入 %1</translation>
    </message>
    <message>
        <source>No shoe is shown: open one, or choose the whole library.</source>
        <translation>沒有顯示牌靴：請開啟一個，或選擇整個牌靴庫。</translation>
    </message>
    <message>
        <source>the whole library</source>
        <translation>整個牌靴庫</translation>
    </message>
    <message>
        <source>shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>The statistics failed: %1</source>
        <translation>統計失敗：%1</translation>
    </message>
    <message>
        <source>the %Ln chosen shoe(s)</source>
        <translation>所選的 %Ln 靴</translation>
    </message>
    <message>
        <source>No hands to count yet: import shoe files (File › Import) or log a shoe.</source>
        <translation>還沒有可統計的牌局：請匯入牌靴檔案（檔案 › 匯入）或記錄一個牌靴。</translation>
    </message>
    <message>
        <source>Drawn for one shoe: show or choose one shoe</source>
        <translation>針對單個牌靴繪製：請顯示或選擇一個牌靴</translation>
    </message>
    <message>
        <source>Drawn for one shoe whose cards are recorded</source>
        <translation>針對記錄了每張牌的單個牌靴繪製</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <source>No shoe</source>
        <translation>無牌靴</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>waiting for %1</source>
        <translation>等待 %1</translation>
    </message>
    <message>
        <source>%1

The undo history was cleared.</source>
        <translation>%1

復原記錄已清除。</translation>
    </message>
</context>
<context>
    <name>UndoHistory</name>
    <message>
        <source>hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>log %1</source>
        <translation>記錄%1</translation>
    </message>
    <message>
        <source>edit hand %1 (%2 → %3)</source>
        <translation>修改第 %1 局（%2 → %3）</translation>
    </message>
    <message>
        <source>edit hand %1 (details)</source>
        <translation>修改第 %1 局（細節）</translation>
    </message>
    <message>
        <source>insert %1 as hand %2</source>
        <translation>插入%1作為第 %2 局</translation>
    </message>
    <message>
        <source>delete hand %1 (%2)</source>
        <translation>刪除第 %1 局（%2）</translation>
    </message>
    <message>
        <source>casino</source>
        <translation>賭場</translation>
    </message>
    <message>
        <source>table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>started</source>
        <translation>開始時間</translation>
    </message>
    <message>
        <source>decks</source>
        <translation>副數</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>cut card</source>
        <translation>切牌卡</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>燒牌</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <source>change the shoe&apos;s %1</source>
        <translation>變更牌靴的%1</translation>
    </message>
    <message>
        <source>close the shoe</source>
        <translation>結束牌靴</translation>
    </message>
    <message>
        <source>reopen the shoe</source>
        <translation>重新開啟牌靴</translation>
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
<context>
    <name>Warning</name>
    <message>
        <source>tracker</source>
        <translation>tracker</translation>
    </message>
</context>
</TS>
